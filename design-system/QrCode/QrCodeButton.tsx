import { useRef, useState, type ComponentType } from 'react';
import { Button } from '../Button/Button';
import { __ } from '../i18n';
import { LineIcon } from '../LineIcon/LineIcon';
import { buttonIcon } from '../ShareButtons/ShareActions.css';
import type { QrCodeDialogProps } from './QrCodeDialog';

export interface QrCodeButtonProps {
  /** The page the code opens (absolute). */
  url: string;
  /** Whose page: the dialog's title and the file name. */
  name: string;
  /** 'fundraiser' or 'team': the file name's first word. */
  kind: string;
}

type DialogState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; Dialog: ComponentType<QrCodeDialogProps> }
  | { state: 'failed' };

/**
 * 'QR code': opens a dialog with the page's QR code and its downloads. The dialog and the QR library are a
 * separate chunk fetched on the first click, so the page's first load carries only this button. A chunk that
 * cannot load (offline at the start line) says so next to the button, and the next click tries again.
 */
export function QrCodeButton({ url, name, kind }: QrCodeButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<DialogState>({ state: 'idle' });

  const openDialog = () => {
    setOpen(true);
    if (dialog.state === 'ready' || dialog.state === 'loading') return;
    setDialog({ state: 'loading' });
    import('./QrCodeDialog').then(
      (module) => setDialog({ state: 'ready', Dialog: module.QrCodeDialog }),
      () => {
        setOpen(false);
        setDialog({ state: 'failed' });
      },
    );
  };

  return (
    <>
      <Button
        ref={button}
        color="outline"
        size="small"
        aria-haspopup="dialog"
        aria-busy={dialog.state === 'loading' ? true : undefined}
        onClick={openDialog}
      >
        <LineIcon className={buttonIcon}>
          <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM18 14h2M14 18v2" />
        </LineIcon>
        {__('QR code')}
      </Button>
      {dialog.state === 'failed' ? (
        <span role="alert">{__('The QR code could not load. Check your connection and try again.')}</span>
      ) : null}
      {dialog.state === 'ready' ? (
        <dialog.Dialog url={url} name={name} kind={kind} open={open} onOpenChange={setOpen} returnFocusTo={button} />
      ) : null}
    </>
  );
}
