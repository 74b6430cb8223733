import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { withClassName } from '../classNames';
import { visuallyHidden } from './VisuallyHidden.css';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>;

/** Text for screen readers only (extra context for a link or icon that sighted users get from the layout). */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(
  { className, ...rest },
  ref,
) {
  return <span ref={ref} className={withClassName(visuallyHidden, className)} {...rest} />;
});

/** The class name, for elements that must stay a different tag (a skip link's label, a table caption). */
export { visuallyHidden as visuallyHiddenClassName };
