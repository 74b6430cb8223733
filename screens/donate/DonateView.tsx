import type { ReactNode } from 'react';
import { __, Heading, sprintf, Stack, TextLink } from '../../design-system';

export interface DonateViewProps {
  /** The campaign, team or fundraiser given to (plain text). */
  name: string;
  /** Its page, opened with a full page load (it needs host data). */
  backHref: string;
  /** The frame, or a notice when there is no form. */
  children: ReactNode;
}

/** The donate page around the form: a link back to what is donated to, and a heading naming it. */
export function DonateView({ name, backHref, children }: DonateViewProps) {
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <TextLink href={backHref}>{sprintf(__('Back to %s'), name)}</TextLink>
        <Heading level={1} tabIndex={-1}>
          {sprintf(__('Donate to %s'), name)}
        </Heading>
      </Stack>
      {children}
    </Stack>
  );
}
