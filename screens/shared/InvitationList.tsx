import { useId } from 'react';
import { __, Heading, type HeadingLevel, Stack, Text } from '../../design-system';

export interface InvitationListProps {
  /** Addresses invited to a team, each with whether its mail went out (held while the team waits for approval). */
  invitations: ReadonlyArray<{ email: string; sent: boolean }>;
  heading: string;
  level: HeadingLevel;
}

/** A team's invitations as a titled list: each address and '(sent)' or '(held until the team is approved)'. */
export function InvitationList({ invitations, heading, level }: InvitationListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Heading id={headingId} level={level} size="md">
          {heading}
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
  );
}
