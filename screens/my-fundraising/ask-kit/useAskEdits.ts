import { useCallback, useState } from 'react';
import { readDraft, removeDraft, writeDraft } from '../../forms/drafts/draftStore';
import { ASK_FIELDS, type AskField, type AskTexts } from './askTemplates';

export interface AskEdits {
  /** The fundraiser's own wording of each field they changed; the others follow the suggested text. */
  edits: Partial<AskTexts>;
  edit(field: AskField, value: string): void;
  /** Back to the suggested text for these fields. */
  reset(fields: readonly AskField[]): void;
}

/**
 * What the fundraiser typed into the ask kit, per field, kept in component state and as a draft in this tab's
 * session storage (under `draftKey`), so a reload or a trip to another page does not lose a message half
 * written. Only edited fields are kept: an untouched one follows the page's data (a new goal shows at once).
 */
export function useAskEdits(draftKey: string): AskEdits {
  const [edits, setEdits] = useState<Partial<AskTexts>>(() => {
    const draft = readDraft(draftKey, ASK_FIELDS);
    const restored: Partial<AskTexts> = {};
    for (const field of ASK_FIELDS) {
      const value = draft?.[field];
      if (typeof value === 'string') restored[field] = value;
    }
    return restored;
  });
  const store = useCallback(
    (next: Partial<AskTexts>) => {
      if (Object.keys(next).length === 0) removeDraft(draftKey);
      else writeDraft(draftKey, next);
    },
    [draftKey],
  );
  const edit = useCallback(
    (field: AskField, value: string) =>
      setEdits((previous) => {
        const next = { ...previous, [field]: value };
        store(next);
        return next;
      }),
    [store],
  );
  const reset = useCallback(
    (fields: readonly AskField[]) =>
      setEdits((previous) => {
        const next = { ...previous };
        for (const field of fields) delete next[field];
        store(next);
        return next;
      }),
    [store],
  );
  return { edits, edit, reset };
}
