import { forwardRef, useEffect, type ComponentPropsWithoutRef } from 'react';
import { region, toast } from './Toast.css';

/** How long a toast stays: long enough to read two short sentences. */
export const TOAST_DURATION_MS = 4000;

export interface ToastProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'role'> {
  /** The message to show; null shows nothing. A new object shows again (and restarts the timer) even with the same text. */
  message: { text: string } | null;
  /** Called when the message has been shown for `duration` ms: clear it. */
  onHide: () => void;
  duration?: number | undefined;
}

/**
 * A short confirmation ('Link copied') over the bottom of the page, read politely by screen readers, that goes
 * away by itself. Only for news that needs no action: failures belong in a Notice that stays.
 */
export const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast(
  { message, onHide, duration = TOAST_DURATION_MS, className, ...rest },
  ref,
) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onHide, duration);
    return () => clearTimeout(timer);
  }, [message, onHide, duration]);
  const classes = [region, className].filter(Boolean).join(' ');
  return (
    <div ref={ref} role="status" aria-live="polite" aria-atomic="true" className={classes} {...rest}>
      {message ? <div className={toast}>{message.text}</div> : null}
    </div>
  );
});
