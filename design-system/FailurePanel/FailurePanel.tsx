import { forwardRef, type ReactNode } from 'react';
import { __ } from '../i18n';
import { Notice, type NoticeProps } from '../Notice/Notice';
import { line, reload } from './FailurePanel.css';

export interface FailurePanelProps extends Omit<NoticeProps, 'type' | 'title' | 'children'> {
  /** What failed ('Something went wrong while loading campaign teams.'), shown above the hint. */
  message?: ReactNode | undefined;
  /** Called by the reload control; defaults to reloading the page. */
  onReload?: (() => void) | undefined;
  /** Overrides 'Try to reload the browser'. */
  hint?: string | undefined;
  /** Overrides the reload control's text, 'Reload'. */
  reloadLabel?: string | undefined;
}

function reloadPage(): void {
  window.location.reload();
}

/** Stands in for content that failed to load (SPEC 8), with a way to try again. Announced as an alert. */
export const FailurePanel = forwardRef<HTMLDivElement, FailurePanelProps>(function FailurePanel(
  { message, onReload = reloadPage, hint, reloadLabel, ...rest },
  ref,
) {
  return (
    <Notice ref={ref} type="failed" title={message} {...rest}>
      <p className={line}>
        <span>{hint ?? __('Try to reload the browser')}</span>
        <button type="button" className={reload} onClick={() => onReload()}>
          {reloadLabel ?? __('Reload')}
        </button>
      </p>
    </Notice>
  );
});
