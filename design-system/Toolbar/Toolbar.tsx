import { forwardRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { withClassName } from '../classNames';
import * as styles from './Toolbar.css';

export interface ToolbarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Names the bar; with a label it is a region landmark ("Team filters"), without one a plain box. */
  label?: string | undefined;
  /** Filters, search: at the start. */
  start?: ReactNode | undefined;
  /** Actions ("Create a team", pagination): at the end. */
  end?: ReactNode | undefined;
  /** More start content, after `start`. */
  children?: ReactNode | undefined;
}

/**
 * The bar above a list: filters at the start, actions at the end, wrapping on narrow screens. Not an ARIA
 * toolbar (that role promises arrow-key navigation): each control stays in the Tab order.
 */
export const Toolbar = forwardRef<HTMLElement, ToolbarProps>(function Toolbar(
  { label, start, end, children, className, ...rest },
  ref,
) {
  const classes = withClassName(styles.toolbar, className);
  const content = (
    <>
      <div className={styles.group}>
        {start}
        {children}
      </div>
      {end ? <div className={styles.end}>{end}</div> : null}
    </>
  );
  return label ? (
    <section ref={ref} aria-label={label} className={classes} {...rest}>
      {content}
    </section>
  ) : (
    <div ref={ref as Ref<HTMLDivElement>} className={classes} {...rest}>
      {content}
    </div>
  );
});
