import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { __, _n, sprintf, formatNumber, ltr } from '../i18n';
import * as styles from './BulkActionBar.css';

export interface BulkActionBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** How many rows are selected (all pages); the bar shows only when it is above 0. */
  count: number;
  /** The actions: "Approve", "Deny"… (buttons). */
  children: ReactNode;
  /** Clears the selection. */
  onClear: () => void;
  /** Names the group of actions; default "Bulk actions". */
  label?: string | undefined;
  /** The clear button's text; default "Clear selection". */
  clearLabel?: string | undefined;
}

/**
 * The actions for the selected rows, with "3 selected" announced politely as the count changes. The live
 * region stays in the page while nothing is selected (empty and hidden), so the first selection is announced.
 */
export function BulkActionBar({ count, children, onClear, label, clearLabel, className, ...rest }: BulkActionBarProps) {
  const shown = count > 0;
  const barClass = shown ? styles.bar : undefined;
  return (
    // The same elements whether or not anything is selected: a live region that is replaced is not announced.
    <div className={[barClass, className].filter(Boolean).join(' ') || undefined} {...rest}>
      <p role="status" className={shown ? styles.count : styles.visuallyHidden}>
        {shown
          ? sprintf(
              /* translators: %s: number of selected rows */ _n('%s selected', '%s selected', count),
              ltr(formatNumber(count)),
            )
          : ''}
      </p>
      {shown ? (
        // biome-ignore lint/a11y/useSemanticElements: a named group of buttons; a fieldset would want a visible legend.
        <div role="group" aria-label={label ?? __('Bulk actions')} className={styles.actions}>
          {children}
          <Button type="button" color="outline" size="small" onClick={onClear}>
            {clearLabel ?? __('Clear selection')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
