import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { __, sprintf } from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { isApiError } from '../../api/errors';
import { type CsvExportType, EXPORT_CAMPAIGN_CSV } from '../api/exportCampaignCsv';
import { useAdminFlash } from './flash';
import { saveFile } from './saveFile';

/** A press the browser should handle itself: new tab or window, "save link as" (Alt), or not the main button. */
const leftToTheBrowser = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export interface CsvDownload {
  busy: boolean;
  onClick(event: MouseEvent<HTMLAnchorElement>): void;
}

/**
 * A plain press of an export link (a click, or Enter): the app fetches the CSV through the API client (nonce in
 * the header, renewed when it has expired) and saves it only when the host sent one, so a refusal is never saved
 * as a ".csv" file: its message goes to the flash Notice, which does not take focus (the link keeps it, to try
 * again). Presses while a download runs are ignored. `fallbackName` names the file when the host gives none.
 */
export function useCsvDownload(campaignId: number, type: CsvExportType, fallbackName: string): CsvDownload {
  const { client } = useApi();
  const { flash, showFlash, clearFlash } = useAdminFlash();
  // The refusal this link last reported: a new press takes it down (as a form clears its error on submit), but
  // never another screen's message.
  const reported = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);

  // Leaving the screen abandons a download still running; nothing is saved or reported after that.
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    const controller = new AbortController();
    running.current = controller;
    if (flash && flash.message === reported.current) clearFlash();
    reported.current = null;
    setBusy(true);
    try {
      const file = await client.download(EXPORT_CAMPAIGN_CSV, {
        query: { campaignId, type },
        signal: controller.signal,
      });
      if (!controller.signal.aborted) saveFile(file.blob, file.fileName ?? fallbackName);
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = isApiError(error)
        ? sprintf(
            /* translators: %s: why, the server's message (a sentence with its full stop) */ __(
              'The CSV file could not be downloaded. %s',
            ),
            error.message,
          )
        : __('The CSV file could not be downloaded. Please try again.');
      reported.current = message;
      showFlash('error', message, undefined, { takeFocus: false });
    } finally {
      if (running.current === controller) running.current = null;
      if (!controller.signal.aborted) setBusy(false);
    }
  }, [client, campaignId, type, fallbackName, flash, showFlash, clearFlash]);

  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (leftToTheBrowser(event)) return;
      event.preventDefault();
      if (running.current) return;
      void start();
    },
    [start],
  );

  return { busy, onClick };
}
