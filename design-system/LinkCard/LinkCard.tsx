import { createElement, forwardRef, type HTMLAttributes, type MouseEventHandler, type ReactNode } from 'react';
import * as styles from './LinkCard.css';
import { LineIcon } from '../LineIcon/LineIcon';

export interface LinkCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'onClick'> {
  /** Where the card leads. */
  href: string;
  /** The link's click handler, e.g. a router's client-side move (modified clicks should be left alone). */
  onClick?: MouseEventHandler<HTMLAnchorElement> | undefined;
  /** The card's heading, which is also the link's whole name. */
  title: string;
  /** One sentence under the title saying what the choice leads to. */
  description?: ReactNode | undefined;
  /** A decorative picture (an inline SVG drawn in currentColor); hidden from screen readers. */
  icon?: ReactNode | undefined;
  /** The heading level of the title, from the page's outline (default 2). */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** `li` inside a list of choices. */
  as?: 'div' | 'li' | 'article' | undefined;
}

/**
 * A choice the whole card stands for: icon, title and one sentence, where the title is a real link whose
 * overlay covers the card, so a click anywhere follows it and the keyboard stops once.
 */
export const LinkCard = forwardRef<HTMLElement, LinkCardProps>(function LinkCard(
  { href, onClick, title, description, icon, headingLevel = 2, as = 'div', className, ...rest },
  ref,
) {
  const cut = title.trimEnd().lastIndexOf(' ') + 1;
  const [head, tail] = [title.slice(0, cut), title.slice(cut)];
  return createElement(
    as,
    { ref, className: [styles.card, icon ? styles.withIcon : undefined, className].filter(Boolean).join(' '), ...rest },
    icon ? (
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
    ) : null,
    createElement(
      `h${headingLevel}`,
      { className: styles.title },
      <a href={href} onClick={onClick} className={styles.link}>
        {head}
        {/* The last word and the arrow stay together, so the arrow never wraps onto a line of its own. */}
        <span className={styles.tail}>
          {tail}
          <LineIcon className={styles.arrow} size={16}>
            <path d="M3 8h10M9 4l4 4-4 4" />
          </LineIcon>
        </span>
      </a>,
    ),
    description ? <p className={styles.description}>{description}</p> : null,
  );
});
