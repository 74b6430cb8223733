import * as RadixProgress from '@radix-ui/react-progress';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { withClassName } from '../classNames';
import { formatPercentage } from '../i18n';
import { clampPercent } from './model';
import { indicator, marker, markerRow, percentVar, track, type ProgressVariants } from './Progress.css';

export interface ProgressProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixProgress.Root>, 'children' | 'value' | 'max' | 'getValueLabel'> {
  /** Percentage reached; held to 0..100, NaN counts as 0. */
  value: number;
  /** What the bar measures, for screen readers (e.g. 'Progress toward the fundraising goal'). */
  label: string;
  /** Fill colour: the campaign goal colour (default) or its primary colour. */
  tone?: ProgressVariants['tone'] | undefined;
  /**
   * Once the goal is reached, show the real share after the bar ('✓ 241%'): a full bar alone cannot tell 100 %
   * from 241 %. `value` may then be above 100; the bar and its announced value stay held to 100.
   */
  reachedMarker?: boolean | undefined;
}

// Rounded down, so it says 100% only when complete; the locale places the percent sign.
const valueText = (percent: number) => formatPercentage(percent);

/**
 * A horizontal bar showing a percentage, on Radix Progress (the design card's choice). The value is clamped
 * before Radix sees it: Radix turns an out-of-range or NaN value into an indeterminate bar, which a goal of 0
 * or an over-funded campaign must never show. The fill is drawn only above 0 (SPEC 3). A reached goal is a solid
 * bar with a success-coloured edge: stripes over it read as 'still loading' (issue 26).
 */
export const Progress = forwardRef<HTMLDivElement, ProgressProps>(function Progress(
  { value, label, tone, reachedMarker, className, ...rest },
  ref,
) {
  const percent = clampPercent(value);
  const bar = (
    <RadixProgress.Root
      ref={ref}
      aria-label={label}
      value={percent}
      max={100}
      getValueLabel={valueText}
      className={withClassName(track, className)}
      {...rest}
    >
      {percent > 0 && (
        <RadixProgress.Indicator
          className={indicator({ tone })}
          style={assignInlineVars({ [percentVar]: String(percent) })}
        />
      )}
    </RadixProgress.Root>
  );
  if (!reachedMarker || percent < 100) return bar;
  return (
    <div className={markerRow}>
      {bar}
      <span className={marker}>
        <span aria-hidden="true">✓</span> {valueText(value)}
      </span>
    </div>
  );
});
