import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { __, Button, Inline, Modal, Notice, sprintf } from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { isApiError, messages } from '../../api/errors';
import { useAdmin } from '../app/AdminContext';
import { useAdminFlash } from '../app/flash';
import { cloneCampaign } from '../api/cloneCampaign';
import { GET_CAMPAIGNS } from '../api/getCampaigns';
import { campaignLinks } from './campaignLinks';

export interface DuplicateCampaignProps {
  campaignId: number;
  title: string;
  /** Stories: open at first. */
  defaultOpen?: boolean;
}

function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : messages.network();
}

/**
 * A row's Duplicate action: a confirmation, then clone-campaign. Success closes the dialog and says so at the top
 * of the list with a link to edit the copy (a draft); failure stays inside the dialog with the server's message.
 * The dialog's trigger is the row's button, so focus returns there on Cancel.
 */
export function DuplicateCampaign({ campaignId, title, defaultOpen = false }: DuplicateCampaignProps) {
  const api = useApi();
  const { config } = useAdmin();
  const { showFlash } = useAdminFlash();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(defaultOpen);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (next) {
      setError(null);
      setDone(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const copy = await cloneCampaign(api, campaignId);
      setDone(true);
      setOpen(false);
      showFlash('success', __('Campaign duplicated.'), {
        href: campaignLinks(config, copy.campaignId).edit,
        label: sprintf(__('Edit %s'), copy.title || __('the copy')),
      });
      void mutate((key) => Array.isArray(key) && key[0] === GET_CAMPAIGNS);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Trigger asChild>
        <Button color="outline" size="tiny" aria-label={sprintf(__('Duplicate “%s”'), title)}>
          {__('Duplicate')}
        </Button>
      </Modal.Trigger>
      <Modal.Content
        title={__('Duplicate campaign')}
        description={sprintf(
          __('“%s” will be copied as a draft. Its teams, fundraisers and donations are not copied.'),
          title,
        )}
        // After a success the flash at the top of the list takes focus instead of the row's button.
        onCloseAutoFocus={(event) => {
          if (done) event.preventDefault();
        }}
      >
        {error ? (
          <Notice type="error" title={__('The campaign was not duplicated.')}>
            {error}
          </Notice>
        ) : null}
        <Inline gap="sm" justify="end">
          <Modal.Close asChild>
            <Button type="button" color="outline" disabled={busy}>
              {__('Cancel')}
            </Button>
          </Modal.Close>
          <Button type="button" onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
            {busy ? __('Duplicating…') : __('Duplicate')}
          </Button>
        </Inline>
      </Modal.Content>
    </Modal.Root>
  );
}
