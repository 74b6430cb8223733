import type { ReactNode } from 'react';
import { __, Button, Inline } from '../../design-system';
import type { FormDraft } from './drafts/useFormDraft';
import { SubmitButton } from './SubmitButton';

export interface SaveOrCancelProps {
  submitting: boolean;
  /** An upload the form cannot send (too large): nothing to submit yet. */
  blocked: boolean;
  label: ReactNode;
  /** Where Cancel leads; no Cancel without it. */
  cancelHref?: string | undefined;
  draft: FormDraft;
}

/** A profile or team form's submit, with Cancel beside it where there is somewhere to go back to. */
export function SaveOrCancel({ submitting, blocked, label, cancelHref, draft }: SaveOrCancelProps) {
  return (
    <Inline gap="md" align="center">
      <SubmitButton submitting={submitting} disabled={blocked}>
        {label}
      </SubmitButton>
      {cancelHref ? (
        // Cancel abandons what was typed: no draft comes back on the next visit.
        <Button color="outline" href={cancelHref} onClick={draft.clear}>
          {__('Cancel')}
        </Button>
      ) : null}
    </Inline>
  );
}
