import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { __, _x, ConfirmModal, sprintf } from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { isApiError, messages } from '../../api/errors';
import { useAdmin } from '../app/AdminContext';
import { useAdminFlash, useFocusFlashOnSuccess } from '../app/flash';
import { cloneCampaign } from '../api/cloneCampaign';
import { GET_CAMPAIGNS } from '../api/getCampaigns';
import { campaignLinks } from './campaignLinks';

export interface DuplicateCampaignDialogProps {
  campaignId: number;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : messages.network();
}

/**
 * The Duplicate confirmation, then clone-campaign. Success closes the dialog and says so at the top of the list
 * with a link to edit the copy (a draft); failure stays inside the dialog with the server's message. Focus returns
 * to the row's button on Cancel (ConfirmModal remembers its opener); after a success the flash takes it.
 * Its own chunk (DuplicateCampaign loads it on the first click): the dialog machinery is not on the first screen.
 */
export function DuplicateCampaignDialog({
  campaignId,
  title,
  open,
  onOpenChange: setOpen,
}: DuplicateCampaignDialogProps) {
  const api = useApi();
  const { config } = useAdmin();
  const { showFlash } = useAdminFlash();
  const { mutate } = useSWRConfig();
  const focus = useFocusFlashOnSuccess();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (next) {
      setError(null);
    }
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const copy = await cloneCampaign(api, campaignId);
      focus.succeeded();
      setOpen(false);
      // The plugin answers an empty body: the copy is in the refreshed list, without a link to it here.
      showFlash(
        'success',
        __('Campaign duplicated.'),
        copy.campaignId
          ? {
              href: campaignLinks(config, copy.campaignId).edit,
              label: sprintf(
                /* translators: %s: title of the copied campaign */ __('Edit %s'),
                copy.title || __('the copy'),
              ),
            }
          : undefined,
      );
      void mutate((key) => Array.isArray(key) && key[0] === GET_CAMPAIGNS);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmModal
      open={open}
      onOpenChange={onOpenChange}
      tone="primary"
      title={__('Duplicate campaign')}
      description={sprintf(
        /* translators: %s: campaign title */ __(
          '“%s” will be copied as a draft. Its teams, fundraisers and donations are not copied.',
        ),
        title,
      )}
      confirmLabel={/* translators: a button: make a copy of the campaign (a verb) */ _x('Duplicate', 'action')}
      busy={busy}
      error={
        error
          ? sprintf(/* translators: %s: the server's error message */ __('The campaign was not duplicated: %s'), error)
          : undefined
      }
      onConfirm={() => void confirm()}
      returnFocus={focus.returnFocus}
    />
  );
}
