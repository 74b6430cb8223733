import * as ProgressPrimitive from '@radix-ui/react-progress';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { __, sprintf } from '../i18n';
import { clampPercent } from './model';
import { indicator, percentVar, track, type ProgressVariants } from './Progress.css';

export interface ProgressProps
  extends Omit<ComponentPropsWithoutRef<typeof ProgressPrimitive.Root>, 'value' | 'max' | 'getValueLabel' | 'children'> {
  /** Percentage reached; held to 0..100, NaN counts as 0. */
  value: number;
  /** What the bar measures, for screen readers (e.g. 'Progress toward the fundraising goal'). */
  label: string;
  /** Fill colour: the campaign goal colour (default) or its primary colour. */
  tone?: ProgressVariants['tone'];
}

/**
 * A horizontal bar showing a percentage, announced as e.g. '45%' (rounded down, so it says 100% only when
 * complete). The fill is drawn only above 0.
 */
export const Progress = forwardRef<HTMLDivElement, ProgressProps>(function Progress(
  { value, label, tone, className, ...rest },
  ref,
) {
  const percent = clampPercent(value);
  return (
    <ProgressPrimitive.Root
      ref={ref}
      value={percent}
      max={100}
      aria-label={label}
      getValueLabel={(current) => sprintf(__('%d%%'), Math.floor(current))}
      className={className ? `${track} ${className}` : track}
      {...rest}
    >
      {percent > 0 && (
        <ProgressPrimitive.Indicator
          className={indicator({ tone })}
          style={assignInlineVars({ [percentVar]: String(percent) })}
        />
      )}
    </ProgressPrimitive.Root>
  );
});
