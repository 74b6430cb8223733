import { __, _n, Avatar, Card, Inline, sprintf, Stack, Text, formatNumber, ltr } from '../../design-system';
import type { Team } from '../api/entities';

/** Which team the user is about to join: picture, name, captain and member count (all as text). */
export function TeamSummary({ team }: { team: Team }) {
  return (
    <Card padding="md">
      <Inline gap="md" align="center">
        <Avatar src={team.profile_image} name={team.name} size="large" decorative />
        <Stack gap="xs">
          <Text weight="bold" size="lg">
            {team.name}
          </Text>
          {team.captain ? (
            <Text tone="muted">
              {sprintf(/* translators: %s: team captain name */ __('Captain: %s'), team.captain)}
            </Text>
          ) : null}
          <Text tone="muted">
            {sprintf(
              /* translators: %s: number of team members */ _n('%s member', '%s members', team.fundraiser_count),
              ltr(formatNumber(team.fundraiser_count)),
            )}
          </Text>
        </Stack>
      </Inline>
    </Card>
  );
}
