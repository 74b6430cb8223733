import type { ReactNode } from 'react';
import { __, sprintf, Stack, TextLink } from '../../design-system';
import { DonateSummary, type DonateSummaryProps } from './DonateSummary';
import * as styles from './DonateView.css';

export interface DonateViewProps extends DonateSummaryProps {
  /** Its page, opened with a full page load (it needs host data). */
  backHref: string;
  /** The frame, or a notice when there is no form. */
  children: ReactNode;
}

/**
 * The donate page around the form: a link back, and a summary of who is given to (holding the page's one
 * 'Donate to …' heading) beside the form on a wide page, above it on a phone.
 */
export function DonateView({ backHref, children, ...summary }: DonateViewProps) {
  return (
    <Stack gap="lg" className={styles.page}>
      <TextLink href={backHref}>
        {sprintf(/* translators: %s: name of the page to go back to */ __('Back to %s'), summary.name)}
      </TextLink>
      <div className={styles.columns}>
        {/* Each in a plain box: the grid places the boxes, and the Card keeps its own layout rules to itself. */}
        <div>
          <DonateSummary {...summary} />
        </div>
        <div>{children}</div>
      </div>
    </Stack>
  );
}
