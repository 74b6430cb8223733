import { useCallback, useState } from 'react';
import { readDraft, removeDraft, writeDraft } from './draftStore';

export interface DraftEdits<Field extends string> {
  /** The user's own wording of each field they changed; the others follow the suggested text. */
  edits: Partial<Record<Field, string>>;
  edit(field: Field, value: string): void;
  /** Back to the suggested text for these fields (after a send, or on request). */
  reset(fields: readonly Field[]): void;
}

/**
 * Text the user rewrites from a suggestion the page makes (the ask kit's messages, a captain's reminder), per
 * field, kept in component state and as a draft in this tab's session storage (under `draftKey`), so a reload or
 * a trip to another page does not lose a message half written. Only edited fields are kept: an untouched one
 * follows the page's data (a new goal shows at once). For react-hook-form forms, see useFormDraft.
 */
export function useDraftEdits<Field extends string>(draftKey: string, fields: readonly Field[]): DraftEdits<Field> {
  const [edits, setEdits] = useState<Partial<Record<Field, string>>>(() => {
    const draft = readDraft(draftKey, fields);
    const restored: Partial<Record<Field, string>> = {};
    for (const field of fields) {
      const value = draft?.[field];
      if (typeof value === 'string') restored[field] = value;
    }
    return restored;
  });
  const store = useCallback(
    (next: Partial<Record<Field, string>>) => {
      if (Object.keys(next).length === 0) removeDraft(draftKey);
      else writeDraft(draftKey, next as Record<string, string>);
    },
    [draftKey],
  );
  const edit = useCallback(
    (field: Field, value: string) =>
      setEdits((previous) => {
        const next = { ...previous, [field]: value };
        store(next);
        return next;
      }),
    [store],
  );
  const reset = useCallback(
    (resetFields: readonly Field[]) =>
      setEdits((previous) => {
        const next = { ...previous };
        for (const field of resetFields) delete next[field];
        store(next);
        return next;
      }),
    [store],
  );
  return { edits, edit, reset };
}
