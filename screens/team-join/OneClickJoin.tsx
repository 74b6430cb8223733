import { useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { __, Button, Heading, Notice, sprintf, Spinner, Stack, Text } from '../../design-system';
import { useApi } from '../api/ApiContext';
import type { Team } from '../api/entities';
import { useFundraiserCanJoinTeam } from '../api/fundraiserCanJoinTeam';
import { fundraiserJoinTeam } from '../api/fundraiserJoinTeam';
import { useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { navigateFullPage, resolveRedirect } from '../app/redirects';
import { RedirectRefusedError, submitErrorMessage } from '../forms';
import { LoadingSpinner } from '../shared/LoadingSpinner';
import { canStartJoin, initialJoinState, joinReducer } from './joinMachine';
import { TeamSummary } from './TeamSummary';

/**
 * A logged-in fundraiser joins with one click (SPEC 2, 6): the can-join check runs first, as a cached read (a
 * refusal or failure sends the user to /start-fundraising/), then 'Join Team' calls fundraiser-join-team and
 * follows the campaign URL plus the server's redirect as a full page load. A failed join shows the server's
 * message and can be retried.
 */
export function OneClickJoin({ team, invite }: { team: Team; invite?: string }) {
  const api = useApi();
  const { campaign } = useHostData();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(joinReducer, initialJoinState);
  // A second click can arrive before React re-renders the disabled button.
  const joinInFlight = useRef(false);

  // A cached read (DataScope), so a slow check shows "Still loading…" as every other read does.
  const check = useFundraiserCanJoinTeam(api.campaignId);
  const allowed = check.data === true;
  const refused = check.error !== undefined;
  useEffect(() => {
    if (allowed) dispatch({ type: 'checked' });
    else if (refused) dispatch({ type: 'checkFailed' });
  }, [allowed, refused]);

  useEffect(() => {
    if (state.status === 'refused') navigate(paths.startFundraising(), { replace: true });
    if (state.status === 'redirect') navigateFullPage(state.url);
  }, [state, navigate]);

  const join = async () => {
    if (joinInFlight.current || !canStartJoin(state)) return;
    joinInFlight.current = true;
    dispatch({ type: 'join' });
    try {
      const { redirect } = await fundraiserJoinTeam(api, team.id, invite);
      const target = resolveRedirect(redirect, campaign.campaign_url);
      if (!target.ok) throw new RedirectRefusedError(target.reason);
      dispatch({ type: 'joined', url: target.url });
    } catch (error) {
      joinInFlight.current = false;
      dispatch({ type: 'failed', message: submitErrorMessage(error) });
    }
  };

  const heading = (
    <Heading level={1} tabIndex={-1}>
      {sprintf(/* translators: %s: team name */ __('Join %s'), team.name)}
    </Heading>
  );

  if (state.status === 'checking' || state.status === 'refused') {
    return (
      <Stack gap="lg">
        {heading}
        <Stack gap="sm" align="center">
          <LoadingSpinner size="large" label={__('Checking permissions')} />
          <Text tone="muted" aria-hidden="true">
            {__('Checking permissions')}
          </Text>
        </Stack>
      </Stack>
    );
  }

  const busy = state.status === 'joining' || state.status === 'redirect';
  return (
    <Stack gap="lg">
      {heading}
      <Text>
        {__('You already have a fundraiser profile. Join this team and your fundraising counts toward its goal.')}
      </Text>
      <TeamSummary team={team} />
      {state.status === 'error' ? <Notice type="error">{state.message}</Notice> : null}
      <div>
        <Button onClick={join} busy={busy} data-state={state.status}>
          {busy ? (
            <span aria-hidden="true">
              <Spinner size="tiny" tone="inherit" role="presentation" aria-label={undefined} />{' '}
            </span>
          ) : null}
          {state.status === 'error' ? __('Try again') : __('Join Team')}
        </Button>
      </div>
      {busy ? (
        <Text tone="muted" role="status">
          {state.status === 'redirect' ? __('Joined. Taking you to your fundraising page…') : __('Joining the team…')}
        </Text>
      ) : null}
    </Stack>
  );
}
