import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { debounce } from '../../../design-system';
import { type DraftValues, pickDraftable, readDraft, removeDraft, writeDraft } from './draftStore';

/** How long after the last keystroke the draft is written: often enough to lose nothing, rarely enough to be free. */
export const DRAFT_SAVE_DELAY_MS = 500;

export interface FormDraftOptions<TValues extends FieldValues> {
  /** draftKey({ campaignId, form, entityId, userId }). */
  storageKey: string;
  /** The free-text fields to keep. Passwords and files are never kept, even if listed. */
  fields: ReadonlyArray<Path<TValues>>;
  /** False while the form's defaults are still loading: no restore, no saving. */
  enabled?: boolean;
  delayMs?: number;
}

export interface FormDraft {
  /** A draft was put back into the fields when the form opened (show DraftNotice). */
  restored: boolean;
  /** Back to the page's own defaults, draft removed. */
  discard(): void;
  /** Success: the draft is removed and nothing more is written (the form may still hold the values). */
  clear(): void;
}

const same = (a: DraftValues, b: DraftValues, fields: readonly string[]): boolean =>
  fields.every((name) => JSON.stringify(a[name]) === JSON.stringify(b[name]));

/**
 * Keeps a draft of a react-hook-form form in sessionStorage as the user types (debounced, and at once when the
 * page is hidden or the form unmounts), and puts it back when the form opens again. Restoring goes through
 * setValue with shouldDirty, against the page's own defaults (which are never replaced), so `isDirty` and
 * `dirtyFields` keep meaning "differs from what the page offered".
 */
export function useFormDraft<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  { storageKey, fields, enabled = true, delayMs = DRAFT_SAVE_DELAY_MS }: FormDraftOptions<TValues>,
): FormDraft {
  const [restored, setRestored] = useState(false);
  const [focusAfterDiscard, setFocusAfterDiscard] = useState(0);
  const fieldsRef = useRef<readonly string[]>(fields);
  fieldsRef.current = fields;
  /** Set by clear(): the submitted values must not come back as a draft. */
  const done = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    const names = fieldsRef.current;
    const defaults = (): DraftValues => pickDraftable(form.formState.defaultValues ?? {}, names);
    done.current = false;

    const draft = readDraft(storageKey, names);
    if (draft && !same(draft, defaults(), names)) {
      for (const [name, value] of Object.entries(draft)) {
        form.setValue(name as Path<TValues>, value as PathValue<TValues, Path<TValues>>, { shouldDirty: true });
      }
      setRestored(true);
    }

    let pending: Record<string, unknown> | null = null;
    const flush = () => {
      if (pending === null || done.current) return;
      const values = pickDraftable(pending, names);
      pending = null;
      // Back to what the page offered (typed, then undone): nothing worth keeping.
      if (same(values, defaults(), names)) removeDraft(storageKey);
      else writeDraft(storageKey, values);
    };
    const save = debounce(flush, delayMs);
    const subscription = form.watch((values) => {
      pending = values;
      save();
    });
    // A reload or a closed tab within the debounce must not lose the last words typed.
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      save.cancel();
      flush();
    };
  }, [form, storageKey, enabled, delayMs]);

  // What is still pending needs no cancelling: reset() is seen by watch, so the next write finds the defaults and
  // removes the draft; after clear(), `done` stops every write.
  const discard = useCallback(() => {
    removeDraft(storageKey);
    form.reset();
    setRestored(false);
    setFocusAfterDiscard((count) => count + 1);
  }, [form, storageKey]);

  // The notice (and its button) is gone once this renders: keyboard users continue in the first kept field.
  useEffect(() => {
    const first = fieldsRef.current[0];
    if (focusAfterDiscard > 0 && first) form.setFocus(first as Path<TValues>);
  }, [focusAfterDiscard, form]);

  const clear = useCallback(() => {
    done.current = true;
    removeDraft(storageKey);
  }, [storageKey]);

  return { restored, discard, clear };
}
