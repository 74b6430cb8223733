import { useId } from 'react';
import { __, Heading, Notice, Stack, Text } from '../../design-system';
import type { Team } from '../api/entities';

/**
 * What the captain's invitations are doing: while the team waits for approval they are held (the host mails them
 * when it is approved), and whoever was invited and has not joined yet is listed, as the admin team wizard lists
 * them. The list comes from the host's optional `invitations` (only its captain gets it); without it, only the
 * notice.
 */
export function OpenInvitations({ team }: { team: Team }) {
  const headingId = useId();
  const invitations = team.invitations ?? [];
  return (
    <>
      {team.is_approved === false ? (
        <Notice type="info">
          {__('This team is waiting for approval: invitations are held and sent once it is approved.')}
        </Notice>
      ) : null}
      {invitations.length > 0 ? (
        <section aria-labelledby={headingId}>
          <Stack gap="sm">
            <Heading id={headingId} level={2} size="md">
              {__('Invited, not joined yet')}
            </Heading>
            <ul>
              {invitations.map((invitation) => (
                <li key={invitation.email}>
                  <bdi>{invitation.email}</bdi>{' '}
                  <Text as="span" tone="muted" size="sm">
                    {invitation.sent ? __('(sent)') : __('(held until the team is approved)')}
                  </Text>
                </li>
              ))}
            </ul>
          </Stack>
        </section>
      ) : null}
    </>
  );
}
