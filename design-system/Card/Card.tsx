import { createElement, forwardRef, type HTMLAttributes } from 'react';
import { withClassName } from '../classNames';
import { card, grid, type CardVariants } from './Card.css';
import { cardSpan, type CardSpan } from './model';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Columns of the 12-column CardGrid from the tablet width up (default 4); full width below it. */
  span?: CardSpan | undefined;
  /** Inner padding, a space token name; `none` for media that runs to the edges. Defaults to `lg`. */
  padding?: CardVariants['padding'] | undefined;
  as?: 'div' | 'section' | 'article' | 'li' | undefined;
}

/** A bordered surface. Inside a CardGrid it takes `span` of 12 columns. Use `as="li"` inside a list grid. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { span, padding, as = 'div', className, ...rest },
  ref,
) {
  // Guard the span at run time too: it often comes from block settings, not from typed code.
  const classes = [card({ span: cardSpan(span), padding }), className].filter(Boolean).join(' ');
  return createElement(as, { ref, className: classes, ...rest });
});

export interface CardGridProps extends HTMLAttributes<HTMLElement> {
  /** `ul` for a list of cards (then render each Card `as="li"`). */
  as?: 'div' | 'ul' | undefined;
}

/** The 12-column grid that lays out Cards. */
export const CardGrid = forwardRef<HTMLElement, CardGridProps>(function CardGrid(
  { as = 'div', className, ...rest },
  ref,
) {
  return createElement(as, { ref, className: withClassName(grid, className), ...rest });
});
