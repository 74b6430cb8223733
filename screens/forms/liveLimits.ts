import { useEffect, useRef } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { checkNameLength } from './validation';

/** Per field, the limit to check as the user types: the message to show, or null when the value is within it. */
export type LiveLimits<T extends FieldValues> = Partial<Record<FieldPath<T>, (value: string) => string | null>>;

/** A person's first and last name: at most MAX_NAME_LENGTH characters each, marked as typed. */
export const PERSON_NAME_LIMITS = { firstName: checkNameLength, lastName: checkNameLength } as const;

/** The error type a live limit sets, so clearing it never removes a message the submit's validation set. */
const LIMIT = 'limit';

/**
 * Marks a field as soon as what is typed passes a server limit (a name over 100 characters, a goal over
 * MAX_GOAL), not only after submit: the field gets the message as its error (TextField shows it inline, with
 * aria-invalid and aria-describedby), and loses it once the value is back within the limit. Other rules
 * (required, format) still wait for the submit, so a half-typed value is not flagged.
 */
export function useLiveLimits<T extends FieldValues>(form: UseFormReturn<T>, limits: LiveLimits<T>): void {
  // The latest limits without resubscribing: callers may pass a new object on every render.
  const latest = useRef(limits);
  latest.current = limits;
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type !== 'change' || name === undefined) return;
      const check = latest.current[name];
      if (!check) return;
      const raw: unknown = form.getValues(name);
      const message = check(typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '');
      const current = form.getFieldState(name).error;
      if (message !== null) {
        if (current?.message !== message) form.setError(name, { type: LIMIT, message });
      } else if (current?.type === LIMIT) {
        form.clearErrors(name);
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
