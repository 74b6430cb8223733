import {
  Children,
  forwardRef,
  isValidElement,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  useId,
} from 'react';
import { withClassName } from '../classNames';
import { __ } from '../i18n';
import * as styles from './RowActions.css';

export interface RowActionsProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** Names the list for screen readers, e.g. "Actions for Harbour Swimmers" (several rows have an "Edit"). */
  label: string;
  /** `RowAction`s (or any links and buttons); empty ones (null, false) are left out. */
  children: ReactNode;
}

/** A small inline list of actions under a row's title: always visible (not on hover), in the Tab order. */
export function RowActions({ label, children, className, ...rest }: RowActionsProps) {
  const items = Children.toArray(children);
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className={withClassName(styles.list, className)} {...rest}>
      {items.map((child, index) => (
        <li key={isValidElement(child) && child.key !== null ? child.key : index} className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  );
}

interface RowActionCommon {
  /** `danger` for destructive actions (Delete). */
  tone?: 'default' | 'danger' | undefined;
  children: ReactNode;
}

export type RowActionAsLinkProps = RowActionCommon &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> & {
    href: string;
    /** Opens in a new tab (View), saying so to screen readers. */
    external?: boolean | undefined;
  };
export type RowActionAsButtonProps = RowActionCommon &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & { href?: undefined; external?: undefined };
export type RowActionProps = RowActionAsLinkProps | RowActionAsButtonProps;

/** One action: a link when given `href`, otherwise a `type="button"`. The ref reaches the element (focus return). */
export const RowAction = forwardRef<HTMLAnchorElement | HTMLButtonElement, RowActionProps>(
  function RowAction(props, ref) {
    const { tone = 'default', className, children, external, ...rest } = props;
    const noteId = useId();
    const classes = [styles.action, tone === 'danger' ? styles.danger : null, className].filter(Boolean).join(' ');
    if (rest.href !== undefined) {
      const link = rest as AnchorHTMLAttributes<HTMLAnchorElement>;
      return (
        <a
          ref={ref as Ref<HTMLAnchorElement>}
          className={classes}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': noteId } : {})}
          {...link}
        >
          {children}
          {/* Hidden, yet read as the link's description (as in ShareButtons). */}
          {external ? (
            <span id={noteId} hidden>
              {__('Opens in a new tab')}
            </span>
          ) : null}
        </a>
      );
    }
    const { type = 'button', ...button } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
    return (
      <button ref={ref as Ref<HTMLButtonElement>} type={type} className={classes} {...button}>
        {children}
      </button>
    );
  },
);
