import { useId } from 'react';
import {
  __,
  Avatar,
  Card,
  formatMoney,
  Heading,
  Money,
  Progress,
  ltr,
  sprintf,
  Stack,
  useMoneyFormat,
} from '../../design-system';
import * as styles from './DonateView.css';
import type { DonateTarget } from './target';

export type DonateSummaryProps = Pick<DonateTarget, 'kind' | 'name' | 'image' | 'progress'>;

/** Who the donation goes to: picture, the page's heading and how far it is towards its goal. */
export function DonateSummary({ kind, name, image, progress }: DonateSummaryProps) {
  const headingId = useId();
  const format = useMoneyFormat();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div className={styles.identity}>
          {kind === 'campaign' ? (
            // Decorative: the heading beside it names the campaign.
            image ? (
              <img className={styles.cover} src={image} alt="" width={1200} height={400} decoding="async" />
            ) : null
          ) : (
            <Avatar src={image} name={name} size="medium" decorative />
          )}
          <Heading id={headingId} level={1} size="xl" tabIndex={-1}>
            {sprintf(/* translators: %s: name of the fundraiser, team or campaign */ __('Donate to %s'), name)}
          </Heading>
        </div>
        {progress ? (
          <Stack gap="xs">
            <p className={styles.raised}>
              <Money className={styles.raisedAmount} value={progress.raised} />{' '}
              {/* translators: %s is the goal amount, e.g. "$2,500"; it follows the amount raised. */}
              {sprintf(
                /* translators: %s: goal amount, formatted with the currency (shown under the amount raised) */ __(
                  'raised of %s goal',
                ),
                ltr(formatMoney(progress.goal, format)),
              )}
            </p>
            <Progress value={progress.percent} label={__('Progress toward the goal')} />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
