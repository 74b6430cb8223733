import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '../Button/Button';
import { __, sprintf } from '../i18n';
import { ModalClose, ModalContent, ModalRoot, ModalTrigger } from '../Modal/Modal';
import { Notice } from '../Notice/Notice';
import { Spinner } from '../Spinner/Spinner';
import { TextField } from '../TextField/TextField';
import * as styles from './ConfirmModal.css';
import { phraseMatches } from './model';

export type ConfirmModalTone = 'danger' | 'primary';

/** Where focus goes when the dialog closes: an element, a ref to one, or a callback asked at that moment. */
export type ConfirmModalReturnFocus =
  | HTMLElement
  | RefObject<HTMLElement | null>
  | (() => HTMLElement | null | undefined)
  | null;

function focusTarget(returnFocus: ConfirmModalReturnFocus | undefined): HTMLElement | null {
  if (!returnFocus) return null;
  if (typeof returnFocus === 'function') return returnFocus() ?? null;
  if (returnFocus instanceof HTMLElement) return returnFocus;
  return returnFocus.current;
}

export interface ConfirmModalProps {
  /** Controlled: whether the dialog is open. */
  open: boolean;
  /** Called with false on Cancel, ×, Escape or a click outside (not while busy), with true from `trigger`. */
  onOpenChange: (open: boolean) => void;
  /** The question, as the dialog's name: "Delete Harbour Swimmers?". */
  title: ReactNode;
  /** What will happen, read with the name. */
  description?: ReactNode | undefined;
  /** More content between the description and the buttons (e.g. a choice of what happens to members). */
  children?: ReactNode | undefined;
  /** The confirm button's text: "Delete team". */
  confirmLabel: string;
  /** Default "Cancel". */
  cancelLabel?: string | undefined;
  /** `danger` (red button, for deletes) or `primary` (campaign colour); default `danger`. */
  tone?: ConfirmModalTone | undefined;
  /** Type-to-confirm: the confirm button stays disabled until this exact text is typed. */
  confirmPhrase?: string | undefined;
  /** The phrase field's label; default "Type <phrase> to confirm". */
  confirmPhraseLabel?: string | undefined;
  /** The request is running: the confirm button shows a spinner, nothing can be pressed, the dialog stays open. */
  busy?: boolean | undefined;
  /** The server's message after a failure, in an error Notice inside the dialog; what was typed stays. */
  error?: ReactNode | undefined;
  /** Called on confirm (button, or Enter in the phrase field) once the phrase matches. */
  onConfirm: () => void;
  /** Optional: an element (e.g. a Button) that opens the dialog; focus returns to it on close either way. */
  trigger?: ReactNode | undefined;
  /**
   * Where focus goes on close instead of the opener, e.g. the Notice that reports a delete whose row (and so the
   * opener) is gone. A callback is asked at close time, so it can choose by outcome (null after Cancel). When it
   * gives nothing, or an element no longer in the document, focus returns to the opener as usual.
   */
  returnFocus?: ConfirmModalReturnFocus | undefined;
}

/**
 * A confirmation dialog on Modal: title, description, optional content, Cancel and a confirm button, with an
 * optional type-to-confirm phrase. Controlled (`open`/`onOpenChange`); the owner runs the request on
 * `onConfirm`, passes `busy` while it runs and `error` when it fails, and closes it on success. Focus starts
 * in the phrase field (or on Cancel: the safe choice) and returns to whatever opened the dialog.
 */
export function ConfirmModal({
  open,
  onOpenChange,
  title,
  description,
  tone = 'danger',
  busy = false,
  trigger,
  returnFocus,
  ...form
}: ConfirmModalProps) {
  /** Whatever had focus when the dialog opened: a row action, a bulk action, the trigger. */
  const opener = useRef<HTMLElement | null>(null);
  return (
    <ModalRoot
      open={open}
      onOpenChange={(next) => {
        if (!next && busy) return;
        onOpenChange(next);
      }}
    >
      {trigger ? <ModalTrigger asChild>{trigger}</ModalTrigger> : null}
      <ModalContent
        type={tone === 'danger' ? 'error' : 'info'}
        icon={false}
        title={title}
        description={description}
        onOpenAutoFocus={(event) => {
          const active = document.activeElement;
          opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          event.preventDefault();
          const dialog = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
          dialog?.querySelector<HTMLElement>('[data-confirm-autofocus]')?.focus();
        }}
        onCloseAutoFocus={(event) => {
          // Radix returns focus only to its own Trigger; a dialog opened from a row action goes back there too,
          // unless the owner names another place (returnFocus).
          const chosen = focusTarget(returnFocus);
          const target = chosen?.isConnected ? chosen : opener.current?.isConnected ? opener.current : null;
          if (target) {
            event.preventDefault();
            target.focus();
          }
          opener.current = null;
        }}
      >
        <ConfirmForm tone={tone} busy={busy} {...form} />
      </ModalContent>
    </ModalRoot>
  );
}

/** What the dialog does not use itself goes to the form inside it. */
type ConfirmFormProps = Omit<
  ConfirmModalProps,
  'open' | 'onOpenChange' | 'title' | 'description' | 'trigger' | 'returnFocus'
>;

/** Lives only while the dialog is open, so the typed phrase starts empty each time. */
function ConfirmForm({
  confirmLabel,
  cancelLabel,
  tone,
  confirmPhrase,
  confirmPhraseLabel,
  busy,
  error,
  onConfirm,
  children,
}: ConfirmFormProps) {
  const [typed, setTyped] = useState('');
  const needsPhrase = confirmPhrase !== undefined;
  const ready = !needsPhrase || phraseMatches(typed, confirmPhrase);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !busy) onConfirm();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {children}
      {needsPhrase ? (
        <TextField
          label={
            confirmPhraseLabel ??
            sprintf(
              /* translators: %s: the word or name to type to confirm the action */ __('Type %s to confirm'),
              confirmPhrase,
            )
          }
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          readOnly={busy}
          data-confirm-autofocus=""
        />
      ) : null}
      {error ? <Notice type="error">{error}</Notice> : null}
      <div className={styles.actions}>
        <ModalClose asChild>
          <Button
            type="button"
            color="outline"
            disabled={busy}
            {...(needsPhrase ? {} : { 'data-confirm-autofocus': '' })}
          >
            {cancelLabel ?? __('Cancel')}
          </Button>
        </ModalClose>
        <Button type="submit" color={tone === 'danger' ? 'danger' : 'primary'} disabled={!ready} busy={busy}>
          {busy ? <Spinner size="tiny" tone="inherit" label={__('Working')} /> : null}
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
