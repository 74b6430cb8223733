import { forwardRef, type HTMLAttributes } from 'react';
import { withClassName } from '../classNames';
import { __ } from '../i18n';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { graphic, hintText, spinner, track, withHint, type SpinnerVariants } from './Spinner.css';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: SpinnerVariants['size'] | undefined;
  /** `campaign` (default) uses the campaign link colour; `inherit` follows the surrounding text colour. */
  tone?: SpinnerVariants['tone'] | undefined;
  /** What is loading, for screen readers; defaults to "Loading". */
  label?: string | undefined;
  /** A quiet line beside the spinner when a load takes long (e.g. "Still loading…"), announced politely. */
  hint?: string | undefined;
}

/** A loading indicator announced politely as a status. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size, tone, label, hint, className, ...rest },
  ref,
) {
  const text = label ?? __('Loading');
  const classes = withClassName(spinner({ size, tone }), className);
  const indicator = (
    <span ref={ref} role="status" aria-label={text} className={classes} {...rest}>
      <svg className={graphic} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle className={track} cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" />
        <path d="M12 2a10 10 0 0 1 10 10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <VisuallyHidden>{text}</VisuallyHidden>
    </span>
  );
  if (!hint) return indicator;
  return (
    <span className={withHint}>
      {indicator}
      <span role="status" className={hintText}>
        {hint}
      </span>
    </span>
  );
});
