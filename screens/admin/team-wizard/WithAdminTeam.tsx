import type { ComponentType, ReactNode } from 'react';
import { __, Button, Inline, Notice, Spinner, Stack, Text } from '../../../design-system';
import { useAdminTeam, type AdminTeam } from '../api/adminGetTeam';
import { AdminPage } from '../app/AdminPage';
import { RouterTextLink } from '../../shared/links';
import { teamWizardPaths } from './paths';

export interface WithAdminTeamProps {
  /** Undefined (or 0) when the address held no valid id: the page says the team is unknown. */
  teamId: number | undefined;
  /** The page's title while the team loads or fails to. */
  title: string;
  children: (team: AdminTeam) => ReactNode;
}

/**
 * Loads the team a wizard step works on (admin-get-team): the address carries its id, so a reload resumes the
 * step. Unknown ids say so with a way back; other failures show the server's message and a retry.
 */
export function WithAdminTeam({ teamId, title, children }: WithAdminTeamProps) {
  const { data: team, error, mutate, isValidating } = useAdminTeam(teamId);

  if (!teamId || error?.status === 404) {
    return (
      <AdminPage width="form" title={__('Team not found')}>
        <Stack gap="md" align="start">
          <Text>{__('This team does not exist in this campaign. It may have been deleted.')}</Text>
          <RouterTextLink to={teamWizardPaths.list()}>{__('Back to teams')}</RouterTextLink>
        </Stack>
      </AdminPage>
    );
  }
  if (team) return <>{children(team)}</>;
  if (error) {
    return (
      <AdminPage width="form" title={title}>
        <Stack gap="md" align="start">
          <Notice type="error" title={__('The team could not be loaded.')}>
            <p>{error.message}</p>
          </Notice>
          <Inline gap="md" align="center">
            <Button onClick={() => void mutate()} busy={isValidating}>
              {__('Try again')}
            </Button>
            <RouterTextLink to={teamWizardPaths.list()}>{__('Back to teams')}</RouterTextLink>
          </Inline>
        </Stack>
      </AdminPage>
    );
  }
  return (
    <AdminPage width="form" title={title}>
      <Spinner size="large" label={__('Loading the team')} />
    </AdminPage>
  );
}

/**
 * A wizard step's page for the team its address names: loads the team (WithAdminTeam, with `title` until it is
 * there) and shows `Step` with it. `title` is read at render time, in the page's language.
 */
export function teamStep(title: () => string, Step: ComponentType<{ team: AdminTeam }>) {
  return function TeamStep({ teamId }: { teamId: number | undefined }) {
    return (
      <WithAdminTeam teamId={teamId} title={title()}>
        {(team) => <Step team={team} />}
      </WithAdminTeam>
    );
  };
}
