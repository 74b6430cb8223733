import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { withClassName } from '../classNames';
import { action, bar, spacer, text } from './StickyActionBar.css';
import { barState, isEditableField } from './model';

export interface StickyActionBarProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** Names the region for screen readers, e.g. 'Donate to Clean Water Crew'. */
  label: string;
  /** Whether the page wants the bar (usually: its main call to action has scrolled out of view). */
  open: boolean;
  /** A short line beside the action (the page's name, or the amount raised). */
  summary?: ReactNode | undefined;
  /** The action, usually one Button. */
  children: ReactNode;
}

/** True while a text field, select or editable element anywhere in the document has focus. */
function useEditingField(): boolean {
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    const update = () => setEditing(isEditableField(document.activeElement));
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);
  return editing;
}

/**
 * A compact bar fixed to the bottom of narrow layouts, holding the page's main action once the visitor has
 * scrolled past it. It clears the home indicator (safe area), steps aside while a field has focus (the
 * keyboard and the field come first), and is hidden from everyone, screen readers included, while closed.
 * When open it is a named region (a section, not an aside: it may sit inside the theme's main or another
 * landmark): reachable from the landmark list, never announced over what the visitor reads.
 * Wide layouts (the page frame's wide container query) keep their own action in view and never show it.
 */
export const StickyActionBar = forwardRef<HTMLElement, StickyActionBarProps>(function StickyActionBar(
  { label, open, summary, children, className, ...rest },
  ref,
) {
  const state = barState(open, useEditingField());
  return (
    <>
      <div className={spacer} aria-hidden="true" />
      <section
        ref={ref}
        aria-label={label}
        aria-hidden={state === 'closed' ? true : undefined}
        inert={state === 'closed'}
        data-state={state}
        className={withClassName(bar, className)}
        {...rest}
      >
        {summary ? <p className={text}>{summary}</p> : null}
        <div className={action}>{children}</div>
      </section>
    </>
  );
});
