import { __, Button, Inline } from '../../design-system';
import { DraftNotice } from './drafts/DraftNotice';
import type { FormDraft } from './drafts/useFormDraft';
import { FormFrame, type FormFrameProps } from './FormFrame';
import { SubmitButton } from './SubmitButton';
import type { UploadRejections } from './uploads';

export interface DraftFormFrameProps extends Omit<FormFrameProps, 'head' | 'actions'> {
  /** The form's draft: the notice above the form when one came back, and cleared by Cancel. */
  draft: Pick<FormDraft, 'restored' | 'discard' | 'clear'>;
  /** Nothing to send while the picked image is refused: the submit waits. */
  upload: Pick<UploadRejections, 'blocked'>;
  /** Where Cancel goes back to; no Cancel without it. */
  cancelHref?: string | undefined;
}

/**
 * The profile and team forms' frame (they keep a draft and take an image): the draft notice above the form-level
 * error, and below the fields the submit with Cancel beside it.
 */
export function DraftFormFrame({ draft, upload, cancelHref, ...frameProps }: DraftFormFrameProps) {
  const { submit, submitLabel } = frameProps;
  return (
    <FormFrame
      {...frameProps}
      head={<DraftNotice draft={draft} />}
      actions={
        <Inline gap="md" align="center">
          <SubmitButton submitting={submit.submitting} disabled={upload.blocked}>
            {submitLabel}
          </SubmitButton>
          {cancelHref ? (
            // Cancel abandons what was typed: no draft comes back on the next visit.
            <Button color="outline" href={cancelHref} onClick={draft.clear}>
              {__('Cancel')}
            </Button>
          ) : null}
        </Inline>
      }
    />
  );
}
