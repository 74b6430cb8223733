import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { withClassName } from '../classNames';
import {
  changed,
  group,
  item,
  list,
  roomyOnly,
  term,
  value as valueClass,
  type StatGroupVariants,
} from './StatGroup.css';

export interface StatItem {
  /** What the figure is, e.g. 'Raised' or 'Donations'. */
  label: string;
  /** The figure, often a `<Money>`; empty while loading (its line is kept). */
  value: ReactNode;
  /** The figure just changed (live totals): it is highlighted a moment. */
  changed?: boolean | undefined;
  /** A supporting figure left out on a phone-width page, where only the figures that persuade fit. */
  roomyOnly?: boolean | undefined;
}

export interface StatGroupProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  items: StatItem[];
  /** Names the whole group for screen readers, e.g. 'Campaign statistics'. */
  label?: string | undefined;
  /** `large` (default) for a cover's headline figures; `small` for secondary figures under a summary. */
  size?: StatGroupVariants['size'] | undefined;
}

/**
 * Labelled figures side by side, as on a campaign cover. A description list pairs each label with its
 * figure; the wrapper carries the optional group name because a `<dl>` cannot be named itself.
 */
export const StatGroup = forwardRef<HTMLDivElement, StatGroupProps>(function StatGroup(
  { items, label, size, className, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      {...(label ? { role: 'group', 'aria-label': label } : {})}
      className={withClassName(group, className)}
      {...rest}
    >
      <dl className={list({ size })}>
        {items.map((stat, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed set of figures that never reorders; two may share a label.
          <div key={`${index}-${stat.label}`} className={stat.roomyOnly ? `${item} ${roomyOnly}` : item}>
            <dt className={term}>{stat.label}</dt>
            <dd className={stat.changed ? `${valueClass({ size })} ${changed}` : valueClass({ size })}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
});
