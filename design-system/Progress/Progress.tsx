import { assignInlineVars } from '@vanilla-extract/dynamic';
import { forwardRef, type HTMLAttributes } from 'react';
import { __, sprintf } from '../i18n';
import { clampPercent } from './model';
import { indicator, percentVar, track, type ProgressVariants } from './Progress.css';

export interface ProgressProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  /** Percentage reached; held to 0..100, NaN counts as 0. */
  value: number;
  /** What the bar measures, for screen readers (e.g. 'Progress toward the fundraising goal'). */
  label: string;
  /** Fill colour: the campaign goal colour (default) or its primary colour. */
  tone?: ProgressVariants['tone'] | undefined;
}

/**
 * A horizontal bar showing a percentage, announced as e.g. '45%' (rounded down, so it says 100% only when
 * complete). The fill is drawn only above 0.
 *
 * A plain ARIA progressbar rather than Radix's: Radix Progress adds no behaviour here (it renders the same
 * attributes) but its shared runtime cost 3 KB gzip on the campaign home's first load.
 */
export const Progress = forwardRef<HTMLDivElement, ProgressProps>(function Progress(
  { value, label, tone, className, ...rest },
  ref,
) {
  const percent = clampPercent(value);
  const state = percent >= 100 ? 'complete' : 'loading';
  return (
    <div
      ref={ref}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={sprintf(__('%d%%'), Math.floor(percent))}
      data-state={state}
      data-value={percent}
      data-max={100}
      className={className ? `${track} ${className}` : track}
      {...rest}
    >
      {percent > 0 && (
        <div data-state={state} className={indicator({ tone })} style={assignInlineVars({ [percentVar]: String(percent) })} />
      )}
    </div>
  );
});
