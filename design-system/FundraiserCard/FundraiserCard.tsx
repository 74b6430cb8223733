import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { withClassName } from '../classNames';
import { __, _x } from '../i18n';
import { Money } from '../Money/Money';
import { Progress } from '../Progress/Progress';
import * as styles from './FundraiserCard.css';
import { goalPercent } from './model';

export interface FundraiserCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children'> {
  /** Where the card leads (the fundraiser's or team's page). */
  link: string;
  /** Shown as plain text, never as HTML. */
  name: string;
  /** Profile image URL; without one the default placeholder is shown. */
  avatar?: string | null | undefined;
  /** Shown beside the picture, e.g. a RankBadge. */
  badge?: ReactNode | undefined;
  amount: number;
  goal: number;
  /** Text of the card's link. Default 'View Profile'. */
  viewLabel?: string | undefined;
}

/**
 * A fundraiser (or team) on a leaderboard: picture, badge, name, amount raised against the goal with a
 * progress bar, and one link that covers the whole card.
 */
export const FundraiserCard = forwardRef<HTMLElement, FundraiserCardProps>(function FundraiserCard(
  { link, name, avatar, badge, amount, goal, viewLabel, className, ...rest },
  ref,
) {
  const nameId = useId();
  const linkTextId = useId();
  return (
    <article ref={ref} className={withClassName(styles.card, className)} {...rest}>
      <div className={styles.header}>
        {/* The name is right below, so the picture adds nothing for screen readers. */}
        <Avatar src={avatar} name={name} size="medium" decorative />
        {badge}
      </div>
      <p id={nameId} className={styles.name}>
        {name}
      </p>
      <dl className={styles.amounts}>
        <div className={styles.amountItem}>
          <dt className={styles.amountLabel}>
            {/* translators: label of the amount raised so far (a noun, not a verb) */ _x('Raised', 'amount')}
          </dt>
          <dd className={styles.amountValue}>
            <Money value={amount} />
          </dd>
        </div>
        <div className={styles.amountItem}>
          <dt className={styles.amountLabel}>
            {/* translators: label of the fundraising goal amount */ _x('Goal', 'amount')}
          </dt>
          <dd className={styles.amountValue}>
            <Money value={goal} />
          </dd>
        </div>
      </dl>
      <Progress value={goalPercent(amount, goal)} label={__('Progress toward goal')} />
      {/* Named 'View Profile Jane Doe', so one card's link differs from the next in a screen reader's list of links. */}
      <a href={link} className={styles.link} aria-labelledby={`${linkTextId} ${nameId}`}>
        <span id={linkTextId}>{viewLabel ?? __('View Profile')}</span>
      </a>
    </article>
  );
});
