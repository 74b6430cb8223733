import { createElement, forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { InitialsAvatar } from '../Avatar/InitialsAvatar';
import { withClassName } from '../classNames';
import { __ } from '../i18n';
import { Money, type MoneyProps } from '../Money/Money';
import * as styles from './DonationRow.css';

export interface DonationListProps extends ComponentPropsWithoutRef<'ul'> {
  /** A ranked list (top donors): an <ol>, and each row shows its `rank`. */
  ordered?: boolean | undefined;
}

/**
 * The list that holds DonationRows: one set of columns for all its rows, so avatars, dates and amounts line
 * up. It sizes its rows on its own width (a container query), not the viewport's.
 */
export const DonationList = forwardRef<HTMLElement, DonationListProps>(function DonationList(
  { ordered = false, className, ...rest },
  ref,
) {
  return createElement(ordered ? 'ol' : 'ul', {
    ref,
    className: withClassName(styles.list, className),
    ...rest,
  });
});

export interface DonationRowProps extends Omit<ComponentPropsWithoutRef<'li'>, 'children'> {
  /** The donor's name, as text; a blank name counts as anonymous. */
  name: string;
  /** Shown instead of the name, with a neutral avatar, and no initials. */
  anonymous?: boolean | undefined;
  /** The amount, formatted by Money in the site's currency. */
  amount: MoneyProps['value'];
  /** When it was given, already worded ('5 mins ago'); beside the name on wide lists, below it on narrow. */
  date?: ReactNode | undefined;
  /** A line under the name, e.g. 'to Clean Water Crew' with a link. */
  detail?: ReactNode | undefined;
  /** The place in a ranked list (top donors), shown before the avatar. */
  rank?: number | undefined;
  /** What an anonymous donor is called (default 'Anonymous'). */
  anonymousLabel?: string | undefined;
  /**
   * The donor's own words, under the name: plain text (a string, so never markup), clamped to three lines on
   * screen; screen readers read it whole.
   */
  message?: string | undefined;
}

/** One donation or donor in a DonationList: initials avatar, name, optional line, date and amount in columns. */
export const DonationRow = forwardRef<HTMLLIElement, DonationRowProps>(function DonationRow(
  {
    name,
    anonymous = false,
    amount,
    date,
    detail,
    rank,
    anonymousLabel = __('Anonymous'),
    message,
    className,
    ...rest
  },
  ref,
) {
  const isAnonymous = anonymous || name.trim() === '';
  const shownName = isAnonymous ? anonymousLabel : name.trim();
  return (
    <li
      ref={ref}
      className={withClassName(styles.row, className)}
      data-anonymous={isAnonymous ? '' : undefined}
      {...rest}
    >
      {rank !== undefined ? (
        // The list is an <ol>, which already tells screen readers the place.
        <span className={styles.rank} aria-hidden="true">
          {rank}
        </span>
      ) : null}
      <InitialsAvatar className={styles.avatar} name={shownName} anonymous={isAnonymous} size="small" decorative />
      <span className={styles.text}>
        {/*
          bdi: a name or date in another script keeps its own direction (an English name on a Hebrew page). It
          sits inside the cell, not as the cell: a cell with its own direction (the bdi's, Money's ltr) would
          align and pad itself by that direction, so an English name would hug the date on a Hebrew page.
        */}
        <span className={styles.name}>
          <bdi>{shownName}</bdi>
        </span>
        {detail ? <span className={styles.detail}>{detail}</span> : null}
        {date ? (
          <span className={styles.date}>
            <bdi>{date}</bdi>
          </span>
        ) : null}
        <span className={styles.amount}>
          <Money value={amount} />
        </span>
        {message?.trim() ? (
          // dir="auto": a Hebrew message on an English page (and back) reads in its own direction.
          <span className={styles.message} dir="auto">
            {message.trim()}
          </span>
        ) : null}
      </span>
    </li>
  );
});
