import { useEffect } from 'react';
import { __, CardGrid, Heading, Stack, StepIndicator, Text } from '../../design-system';
import { useFundraiserInfo } from '../api/getFundraiserInfo';
import { useCampaignUrl, useHostData } from '../app/HostDataContext';
import { navigateFullPage } from '../app/redirects';
import { useWizardStep } from '../app/wizard';
import { statusView } from './model';
import { ShareYourPage } from './ShareYourPage';
import { JoinTeamCard, ProfileCard, TeamCard } from './StatusCards';
import { LoadingSpinner } from '../shared/LoadingSpinner';
import { isTeamCaptain } from '../team/permissions';

/**
 * /start-fundraising/ (fundraisers only, by the route guard): where every registration flow ends. The
 * headline and cards follow the fundraiser's and team's approval; a failed load sends the browser to the
 * campaign home (SPEC 8).
 */
export default function StartFundraisingPage() {
  const toUrl = useCampaignUrl();
  const { auth } = useHostData();
  const wizard = useWizardStep(undefined, 'startFundraising');
  const { data, error } = useFundraiserInfo();

  useEffect(() => {
    if (error) navigateFullPage(toUrl('/'));
  }, [error, toUrl]);

  const steps = wizard.set ? <StepIndicator steps={wizard.steps} current={wizard.current} /> : null;

  if (!data) {
    // Loading, or an error on its way to the campaign home: hold the place with a spinner and a heading.
    return (
      <Stack gap="xl">
        {steps}
        <Heading level={1} tabIndex={-1}>
          {__('Start fundraising')}
        </Heading>
        <LoadingSpinner
          size="large"
          label={error ? __('Returning to the campaign') : __('Loading your fundraising status')}
        />
      </Stack>
    );
  }

  const view = statusView(data);
  return (
    <Stack gap="xl">
      {steps}
      <Stack gap="sm">
        <Heading level={1} tabIndex={-1}>
          {view.ready ? __("You're ready to start fundraising!") : __("You're almost ready to start fundraising!")}
        </Heading>
        <Text tone="muted">
          {view.ready
            ? __('Share your page with friends and family to start raising money.')
            : __(
                'Your profile is waiting for approval by the campaign organiser. You can share it once it is approved.',
              )}
        </Text>
        {view.profile === 'approved' ? (
          <ShareYourPage id={data.fundraiser.id} name={data.fundraiser.fundraiser_name} />
        ) : null}
      </Stack>
      <CardGrid>
        <ProfileCard fundraiser={data.fundraiser} state={view.profile} />
        {data.team && view.team ? (
          <TeamCard team={data.team} state={view.team} captain={isTeamCaptain(auth, data.team)} />
        ) : (
          <JoinTeamCard />
        )}
      </CardGrid>
    </Stack>
  );
}
