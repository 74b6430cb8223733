import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ChangeEventHandler,
  type ForwardedRef,
  type ReactNode,
} from 'react';
import { _n, formatNumber, sprintf } from '../i18n';
import * as styles from './Field.css';

/** The share of the limit from which the count shows (80 of 100 characters: "20 characters left"). */
export const COUNT_FROM = 0.8;

/** Fewer characters left than this is the second announcement; none left is the last. */
const FEW_LEFT = 10;

/**
 * Which announcement applies to a length: 0 below COUNT_FROM (nothing to say), 1 once the count shows, 2 with
 * FEW_LEFT or fewer left, 3 with none left. The live region speaks only when this changes, not on every key.
 */
export function countStage(length: number, maxLength: number): 0 | 1 | 2 | 3 {
  if (length < Math.ceil(maxLength * COUNT_FROM)) return 0;
  const left = maxLength - length;
  if (left <= 0) return 3;
  return left <= FEW_LEFT ? 2 : 1;
}

/** "12 characters left" (never below 0: a value set from outside may be longer than the limit). */
export function charactersLeft(length: number, maxLength: number): string {
  const left = Math.max(0, maxLength - length);
  return sprintf(
    /* translators: %s: how many more characters the field takes */
    _n('%s character left', '%s characters left', left),
    formatNumber(left),
  );
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export interface CharacterCount<E extends TextControl> {
  /** For the control: keeps the forwarded ref working. */
  ref: (node: E | null) => void;
  /** For the control: counts each change, then calls the consumer's handler. */
  onChange: ChangeEventHandler<E>;
  /** Add to the control's aria-describedby (undefined while the count is hidden). */
  describedBy: string | undefined;
  /** The visible count and its live region, after the control; null without a limit. */
  count: ReactNode;
}

/**
 * A "N characters left" count under a text control with a `maxLength`, shown from COUNT_FROM of the limit. The
 * browser stops typing (and cuts a paste) at the limit; the count, at 0, says why. A polite live region repeats
 * it only at three moments (the count appears, FEW_LEFT left, none left), so a screen reader is not read a
 * number on every key. The length is read from the control after each render too, so a value set from outside
 * (a form reset, a controlled value) is counted.
 */
export function useCharacterCount<E extends TextControl>(
  maxLength: number | undefined,
  forwarded: ForwardedRef<E>,
  onChange: ChangeEventHandler<E> | undefined,
): CharacterCount<E> {
  const id = `${useId()}count`;
  const node = useRef<E | null>(null);
  const [length, setLength] = useState(0);
  const limited = maxLength !== undefined && maxLength > 0;

  useLayoutEffect(() => {
    const current = node.current?.value.length ?? 0;
    if (current !== length) setLength(current);
  });

  const stage = limited ? countStage(length, maxLength) : 0;
  // What the live region says: set when the stage changes, kept while typing within a stage.
  const [spoken, setSpoken] = useState({ stage: 0, text: '' });
  if (limited && stage !== spoken.stage) {
    setSpoken({ stage, text: stage === 0 ? '' : charactersLeft(length, maxLength) });
  }

  const ref = (element: E | null) => {
    node.current = element;
    if (typeof forwarded === 'function') forwarded(element);
    else if (forwarded) forwarded.current = element;
  };
  const change = (event: ChangeEvent<E>) => {
    setLength(event.target.value.length);
    onChange?.(event);
  };

  const shown = limited && stage > 0;
  return {
    ref,
    onChange: change,
    describedBy: shown ? id : undefined,
    count: limited ? (
      <>
        {shown ? (
          <p id={id} className={styles.count} data-stage={stage}>
            {charactersLeft(length, maxLength)}
          </p>
        ) : null}
        <div role="status" className={styles.visuallyHidden}>
          {spoken.text}
        </div>
      </>
    ) : null,
  };
}
