import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { __, sprintf, formatNumber } from '../i18n';
import { LineIcon } from '../LineIcon/LineIcon';
import * as styles from './Pagination.css';
import { clampPage, pageRange } from './model';

export interface PaginationProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** While a page loads every control is busy: presses are ignored, and the pressed one keeps focus. */
  loading?: boolean | undefined;
  /** The navigation landmark's name; default 'Pagination'. */
  label?: string | undefined;
}

/** Chevrons drawn (not « ‹ › » typed), pointing left to right; the CSS turns them round in RTL. */
const GLYPHS = {
  first: <path d="M8 4 4 8l4 4M12 4 8 8l4 4" />,
  previous: <path d="M10 4 6 8l4 4" />,
  next: <path d="m6 4 4 4-4 4" />,
  last: <path d="m4 4 4 4-4 4M8 4l4 4-4 4" />,
};

/**
 * First, previous, up to 5 page numbers around the current page, next and last.
 * Renders nothing when there is one page or none. Spreads the rest of its props onto the `<nav>`.
 */
export function Pagination({ page, totalPages, onPageChange, loading = false, label, ...rest }: PaginationProps) {
  const pages = pageRange(page, totalPages);
  if (pages.length === 0) return null;

  const last = Math.floor(totalPages);
  const current = clampPage(page, last);
  const goTo = (target: number) => {
    if (!loading && target !== current) onPageChange(target);
  };
  const step = (target: number, name: string, glyph: ReactNode, disabled: boolean) => (
    <li>
      <Button
        color="outline"
        size="small"
        className={styles.control}
        aria-label={name}
        disabled={disabled}
        busy={loading && !disabled}
        onClick={() => goTo(target)}
      >
        <LineIcon size={16} className={styles.glyph}>
          {glyph}
        </LineIcon>
      </Button>
    </li>
  );

  return (
    <nav
      aria-label={label ?? __('Pagination')}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : 'idle'}
      {...rest}
    >
      <ul className={styles.list}>
        {step(1, __('First page'), GLYPHS.first, current <= 1)}
        {step(current - 1, __('Previous page'), GLYPHS.previous, current <= 1)}
        {pages.map((number) => (
          <li key={number}>
            <Button
              color={number === current ? 'primary' : 'outline'}
              size="small"
              className={styles.control}
              aria-label={sprintf(/* translators: %s: page number */ __('Page %s'), formatNumber(number))}
              aria-current={number === current ? 'page' : undefined}
              busy={loading}
              onClick={() => goTo(number)}
            >
              {formatNumber(number)}
            </Button>
          </li>
        ))}
        {step(current + 1, __('Next page'), GLYPHS.next, current >= last)}
        {step(last, __('Last page'), GLYPHS.last, current >= last)}
      </ul>
    </nav>
  );
}
