import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { group, item, list, term, value as valueClass } from './StatGroup.css';

export interface StatItem {
  /** What the figure is, e.g. 'Raised' or 'Donations'. */
  label: string;
  /** The figure, often a `<Money>`; empty while loading (its line is kept). */
  value: ReactNode;
}

export interface StatGroupProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  items: StatItem[];
  /** Names the whole group for screen readers, e.g. 'Campaign statistics'. */
  label?: string;
}

/**
 * Labelled figures side by side, as on a campaign cover. A description list pairs each label with its
 * figure; the wrapper carries the optional group name because a `<dl>` cannot be named itself.
 */
export const StatGroup = forwardRef<HTMLDivElement, StatGroupProps>(function StatGroup(
  { items, label, className, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      role={label ? 'group' : undefined}
      aria-label={label}
      className={className ? `${group} ${className}` : group}
      {...rest}
    >
      <dl className={list}>
        {items.map((stat, index) => (
          <div key={`${index}-${stat.label}`} className={item}>
            <dt className={term}>{stat.label}</dt>
            <dd className={valueClass}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
});
