import { __, Button, Inline, Notice } from '../../../design-system';
import type { FormDraft } from './useFormDraft';

export interface DraftNoticeProps {
  /** The form's draft (useFormDraft): the notice shows only when it put a draft back into the fields. */
  draft: Pick<FormDraft, 'restored' | 'discard'>;
  /** What to say instead of the page's wording, e.g. in a dialog, which can be closed without leaving the page. */
  message?: string | undefined;
}

/** Says that a draft was put back into the form, with the way to throw it away; nothing otherwise. */
export function DraftNotice({ draft, message }: DraftNoticeProps) {
  if (!draft.restored) return null;
  return (
    <Notice type="info">
      <Inline gap="md" align="center" justify="between">
        <span>{message ?? __('We restored what you typed before you left this page.')}</span>
        <Button color="outline" onClick={draft.discard}>
          {__('Discard')}
        </Button>
      </Inline>
    </Notice>
  );
}
