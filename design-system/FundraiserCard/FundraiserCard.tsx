import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { withClassName } from '../classNames';
import { __, _x } from '../i18n';
import { Money } from '../Money/Money';
import { Progress } from '../Progress/Progress';
import * as styles from './FundraiserCard.css';
import { goalShare } from './model';

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
  /**
   * 'card' (default): picture, name, amounts, bar and a View button, for a grid. 'row': one compact line per
   * item (picture, name, raised and goal, a thin bar; the whole row is the link, its text only read out), for
   * a list on a phone. 'auto': a row until the page frame has room for three columns of cards (a container
   * query on the frame, so a theme's narrow column keeps rows on a wide screen).
   */
  layout?: FundraiserCardLayout | undefined;
}

export type FundraiserCardLayout = 'card' | 'row' | 'auto';

const layoutClass = { card: undefined, row: styles.row, auto: styles.auto } as const;

/**
 * A fundraiser (or team) on a leaderboard: picture, badge, name, amount raised against the goal with a
 * progress bar, and one link that covers the whole card (or row). Past the goal the bar is full and says by how
 * much ('✓ 241%').
 */
export const FundraiserCard = forwardRef<HTMLElement, FundraiserCardProps>(function FundraiserCard(
  { link, name, avatar, badge, amount, goal, viewLabel, layout = 'card', className, ...rest },
  ref,
) {
  const nameId = useId();
  const linkTextId = useId();
  const share = goalShare(amount, goal);
  const classes = [styles.card, layoutClass[layout]].filter(Boolean).join(' ');
  return (
    <article ref={ref} className={withClassName(classes, className)} data-layout={layout} {...rest}>
      <div className={styles.header}>
        {/* The name is right below, so the picture adds nothing for screen readers. */}
        <Avatar src={avatar} name={name} size="medium" decorative className={styles.avatar} />
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </div>
      <p id={nameId} className={styles.name}>
        {name}
      </p>
      <dl className={styles.amounts}>
        <div className={styles.amountItem}>
          <dt className={`${styles.amountLabel} ${styles.raisedLabel}`}>
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
          <dd className={`${styles.amountValue} ${styles.goalValue}`}>
            <Money value={goal} />
          </dd>
        </div>
      </dl>
      <div className={styles.barCell}>
        <Progress value={share} label={__('Progress toward goal')} reachedMarker className={styles.bar} />
      </div>
      {/* Named 'View Profile Jane Doe', so one card's link differs from the next in a screen reader's list of links. */}
      <a href={link} className={styles.link} aria-labelledby={`${linkTextId} ${nameId}`}>
        <span id={linkTextId} className={styles.linkText}>
          {viewLabel ?? __('View Profile')}
        </span>
      </a>
    </article>
  );
});
