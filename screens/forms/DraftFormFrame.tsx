import type { ReactNode } from 'react';
import { __, Button, Inline } from '../../design-system';
import type { FormDraft } from './drafts/useFormDraft';
import { SubmitButton } from './SubmitButton';
import type { UploadRejections } from './uploads';

/**
 * A profile or team form's submit (nothing to send while the upload is refused), with Cancel beside it where there
 * is somewhere to go back to (`cancelHref`).
 */
export function SaveOrCancel(props: {
  submitting: boolean;
  upload: Pick<UploadRejections, 'blocked'>;
  label: ReactNode;
  cancelHref?: string | undefined;
  draft: Pick<FormDraft, 'clear'>;
}) {
  return (
    <Inline gap="md" align="center">
      <SubmitButton submitting={props.submitting} disabled={props.upload.blocked}>
        {props.label}
      </SubmitButton>
      {props.cancelHref ? (
        // Cancel abandons what was typed: no draft comes back on the next visit.
        <Button color="outline" href={props.cancelHref} onClick={props.draft.clear}>
          {__('Cancel')}
        </Button>
      ) : null}
    </Inline>
  );
}
