import { __, Button, Inline, Notice } from '../../../design-system';

export interface DraftNoticeProps {
  /** Resets the fields to the page's defaults and removes the draft. */
  onDiscard: () => void;
}

/** Says that a draft was put back into the form, with the way to throw it away. */
export function DraftNotice({ onDiscard }: DraftNoticeProps) {
  return (
    <Notice type="info">
      <Inline gap="md" align="center" justify="between">
        <span>{__('We restored what you typed before you left this page.')}</span>
        <Button color="outline" onClick={onDiscard}>
          {__('Discard')}
        </Button>
      </Inline>
    </Notice>
  );
}
