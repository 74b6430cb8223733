import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent, type RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { __ } from '../../design-system';

/**
 * What `submit` may resolve with. Success on these forms always leaves the page (a full page load or a move
 * to the next step), so by default the form stays locked after `submit` resolves; resolve with 'unlock' when
 * the page stays (then the button is enabled again).
 */
// biome-ignore lint/suspicious/noConfusingVoidType: submit handlers that return nothing (void) mean 'keep it locked'.
export type SubmitOutcome = void | 'unlock';

export interface FormSubmitState {
  /** Pass to <form onSubmit>: guards, validates, then calls `submit`. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True from a valid submit until `submit` fails (or resolves with 'unlock'). */
  submitting: boolean;
  /** The form-level message, or null. Cleared when submit is clicked. */
  formError: string | null;
  /** Attach to <FormError ref>: focus moves there after a server failure. */
  formErrorRef: RefObject<HTMLDivElement | null>;
  /** Set or clear the form-level error yourself (rarely needed). */
  setFormError: (message: string | null) => void;
}

/**
 * The message to show for a failed submit: the server's own (ApiError, RedirectRefusedError…) when it has one. A
 * blank one (even an ApiError's) gets the generic message: FormError shows nothing for an empty message.
 */
export function submitErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return __('Something went wrong. Please try again.');
}

/**
 * Submit handling shared by every account and team form (SPEC 4 "Forms", SPEC 8).
 *
 * - A ref guard, set before validation starts, blocks a second submit (double click, Enter twice) that
 *   arrives before React has re-rendered the disabled button.
 * - The form-level error is cleared when submit is clicked.
 * - Validation failure: react-hook-form's shouldFocusError (on by default) focuses the first invalid field,
 *   which needs the field's ref (the design-system fields forward it; use a Controller with `field.ref` for
 *   FileUpload and EmailTagInput).
 * - `submit` throws → the message becomes the form-level error, focus moves to it, and the values stay as
 *   typed (nothing is reset; keep files in form state through a Controller).
 */
export function useFormSubmit<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  submit: (values: TValues) => Promise<SubmitOutcome>,
): FormSubmitState {
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorRef = useRef<HTMLDivElement | null>(null);
  const busy = useRef(false);
  const [focusError, setFocusError] = useState(0);
  const submitRef = useRef(submit);
  submitRef.current = submit;

  // Focus the form-level error once it has rendered.
  useEffect(() => {
    if (focusError > 0) formErrorRef.current?.focus();
  }, [focusError]);

  const { handleSubmit } = form;
  const onSubmit = useCallback(
    async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      if (busy.current) return;
      busy.current = true;
      setFormError(null);
      let valid = false;
      await handleSubmit(
        async (values) => {
          valid = true;
          setSubmitting(true);
          try {
            const outcome = await submitRef.current(values);
            // After an unmount these updates are no-ops (React ignores them): no guard needed.
            if (outcome === 'unlock') {
              busy.current = false;
              setSubmitting(false);
            }
          } catch (error) {
            busy.current = false;
            setSubmitting(false);
            setFormError(submitErrorMessage(error));
            setFocusError((count) => count + 1);
          }
        },
        () => undefined,
      )(event);
      if (!valid) busy.current = false;
    },
    [handleSubmit],
  );

  return { onSubmit, submitting, formError, formErrorRef, setFormError };
}
