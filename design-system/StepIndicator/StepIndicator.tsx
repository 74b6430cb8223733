import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { withClassName } from '../classNames';
import { __, sprintf, formatNumber, ltr } from '../i18n';
import { stepStates } from './model';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { checkIcon, compact, compactCurrent, list, marker, nav, step } from './StepIndicator.css';
import { LineIcon } from '../LineIcon/LineIcon';

export interface StepIndicatorProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /** Step names in order, e.g. ['Register', 'Create Profile', 'Start Fundraising']. */
  steps: string[];
  /** The step the user is on, counting from 1. */
  current: number;
  /** Names the navigation region. Default 'Progress'. */
  label?: string | undefined;
}

/**
 * The wizard's steps in order: finished ones ticked, the current one marked for screen readers too. With room
 * (its own width, not the window's) the steps sit on one line; in a narrow box it reads 'Step 2 of 4 · Create
 * Profile' instead, while screen readers keep the full list.
 */
export const StepIndicator = forwardRef<HTMLElement, StepIndicatorProps>(function StepIndicator(
  { steps, current, label, className, ...rest },
  ref,
) {
  const states = stepStates(steps.length, current);
  const currentName = steps[current - 1];
  return (
    <nav ref={ref} aria-label={label ?? __('Progress')} className={withClassName(nav, className)} {...rest}>
      {currentName ? (
        <p className={compact} aria-hidden="true">
          {sprintf(
            /* translators: 1: current step number, 2: number of steps */ __('Step %1$s of %2$s'),
            ltr(formatNumber(current)),
            ltr(formatNumber(steps.length)),
          )}
          {' · '}
          <span className={compactCurrent}>{currentName}</span>
        </p>
      ) : null}
      <ol className={list}>
        {steps.map((name, index) => {
          const state = states[index] ?? 'upcoming';
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the steps are a fixed sequence; two steps may share a name.
              key={`${index}-${name}`}
              className={step({ state })}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={marker({ state })} aria-hidden="true">
                {state === 'complete' ? (
                  <LineIcon className={checkIcon} size={16} weight={2.5}>
                    <path d="M3 8.5l3.2 3L13 4.5" />
                  </LineIcon>
                ) : (
                  index + 1
                )}
              </span>
              <span>
                {state === 'complete' && <VisuallyHidden>{__('Completed:')} </VisuallyHidden>}
                {name}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
