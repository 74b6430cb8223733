import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { __ } from '../i18n';
import { LineIcon } from '../LineIcon/LineIcon';
import { control, field, help, label } from '../Field/Field.css';
import { Toast } from '../Toast/Toast';
import { copyText } from './copyText';
import { ShareButtons } from './ShareButtons';
import { actions, buttonIcon, row } from './ShareActions.css';
import { canWebShare, webShare, type ShareNavigator } from './webShare';

export interface ShareActionsProps {
  /** The page to share (absolute). */
  url: string;
  /** The share sheet's title and the fallback links' text (tweet, email subject). */
  title: string;
  /** A sentence the share sheet adds before the link. */
  text: string;
  /** More actions in the Copy link row, e.g. a QR code button. */
  children?: ReactNode;
  /** Where navigator.share lives; the browser's by default (stories and tests pass their own). */
  shareNavigator?: ShareNavigator | undefined;
}

/**
 * Sharing a page: one Share button for the native share sheet where the browser has one (phones), else the
 * Facebook / Twitter / Email links; then Copy link, confirmed by a toast. A share sheet the user closes is no
 * error; one that fails shows the links instead. A refused copy shows the link, selected, to copy by hand.
 */
export function ShareActions({ url, title, text, children, shareNavigator }: ShareActionsProps) {
  const data = { title, text, url };
  const [shareFailed, setShareFailed] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const [toast, setToast] = useState<{ text: string } | null>(null);
  const hideToast = useCallback(() => setToast(null), []);
  const manualCopy = useRef<HTMLInputElement>(null);
  const manualHelpId = useId();
  const native = !shareFailed && canWebShare(data, shareNavigator);

  const share = async () => {
    if ((await webShare(data, shareNavigator)) === 'failed') setShareFailed(true);
  };
  const copy = async () => {
    if (await copyText(url)) {
      setCopyFailed(false);
      setToast({ text: __('Link copied') });
      return;
    }
    setCopyFailed(true);
    // After the field renders: select the link so Ctrl+C / the long-press menu copies it.
    requestAnimationFrame(() => manualCopy.current?.select());
  };

  return (
    <div className={actions}>
      {native ? (
        <Button color="outline" size="small" fullWidth onClick={() => void share()}>
          <LineIcon className={buttonIcon}>
            <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
          </LineIcon>
          {__('Share')}
        </Button>
      ) : (
        <ShareButtons url={url} title={title} variant="compact" />
      )}
      <div className={row}>
        <Button color="outline" size="small" onClick={() => void copy()}>
          <LineIcon className={buttonIcon}>
            <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
          </LineIcon>
          {__('Copy link')}
        </Button>
        {children}
      </div>
      {copyFailed ? (
        // A plain labelled input, not TextField: this rare path should not add TextField's chunk to the page.
        <div className={field}>
          <label className={label} htmlFor={`${manualHelpId}-input`}>
            {__('Link to this page')}
          </label>
          <input
            id={`${manualHelpId}-input`}
            ref={manualCopy}
            className={control}
            value={url}
            readOnly
            aria-describedby={manualHelpId}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id={manualHelpId} className={help}>
            {__('Your browser did not let us copy. Select the link and copy it.')}
          </p>
        </div>
      ) : null}
      <Toast message={toast} onHide={hideToast} />
    </div>
  );
}
