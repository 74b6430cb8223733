import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { __ } from '../i18n';
import { noticeTone, type NoticeType } from '../Notice/model';
import { NoticeIcon } from '../Notice/NoticeIcon';
import { usePortalContainer } from '../theme/ThemeRoot';
import * as styles from './Modal.css';
import { detailsHeading } from './model';
import { LineIcon } from '../LineIcon/LineIcon';

export interface ModalRootProps {
  /** Controlled: whether the dialog is open (pair it with `onOpenChange`). */
  open?: boolean | undefined;
  /** Uncontrolled: whether the dialog is open at first. */
  defaultOpen?: boolean | undefined;
  /** Called with the new state when the trigger, a close part, Escape or a click on the overlay opens or closes it. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /**
   * True: focus stays inside, the page behind is hidden from screen readers and cannot scroll.
   * False: drawn over the page without those, e.g. to show several at once.
   */
  modal?: boolean | undefined;
  /** The trigger and the content. */
  children?: ReactNode | undefined;
}

/** Holds the open state: controlled (`open` + `onOpenChange`) or uncontrolled (`defaultOpen`). Renders no element. */
export function ModalRoot({ defaultOpen = false, modal = true, ...rest }: ModalRootProps) {
  return <Dialog.Root defaultOpen={defaultOpen} modal={modal} {...rest} />;
}

export interface ModalTriggerProps extends ComponentPropsWithoutRef<'button'> {
  /** Makes the only child (e.g. a Button) the trigger instead of rendering a `<button>`. */
  asChild?: boolean | undefined;
}

/** Opens the dialog; focus returns to it when the dialog closes. Gets `aria-expanded` and `aria-controls`. */
export const ModalTrigger = forwardRef<HTMLButtonElement, ModalTriggerProps>(function ModalTrigger(
  { asChild = false, ...rest },
  ref,
) {
  return <Dialog.Trigger ref={ref} asChild={asChild} {...rest} />;
});

export interface ModalCloseProps extends ComponentPropsWithoutRef<'button'> {
  /** Makes the only child (e.g. a Button) close the dialog instead of rendering a `<button>`. */
  asChild?: boolean | undefined;
}

/** Closes the dialog, like the × in the header. */
export const ModalClose = forwardRef<HTMLButtonElement, ModalCloseProps>(function ModalClose(
  { asChild = false, ...rest },
  ref,
) {
  return <Dialog.Close ref={ref} asChild={asChild} {...rest} />;
});

export interface ModalContentProps extends Omit<Dialog.DialogContentProps, 'title'> {
  /** Colour and icon, as for a Notice; `error` heads the details 'Error details'. Defaults to `info`. */
  type?: NoticeType | undefined;
  /** The dialog's name, rendered as its heading. */
  title: ReactNode;
  /** A sentence under the title that screen readers read with the name. */
  description?: ReactNode | undefined;
  /** Extra information (a server message) under 'Error details' or 'Additional context'. */
  details?: ReactNode | undefined;
  /** Overrides the details heading. */
  detailsTitle?: string | undefined;
  /** Accessible name of the × button; defaults to "Close". */
  closeLabel?: string | undefined;
  /** Shows the type's icon before the title (default true). */
  icon?: boolean | undefined;
}

/**
 * The dialog box with its overlay, portalled into the ThemeRoot so campaign colours reach it.
 * Escape and a click on the overlay close it; focus stays inside while open and returns to the trigger.
 */
export const ModalContent = forwardRef<HTMLDivElement, ModalContentProps>(function ModalContent(
  { type = 'info', title, description, details, detailsTitle, closeLabel, icon = true, className, children, ...rest },
  ref,
) {
  const container = usePortalContainer();
  const detailsId = useId();
  const tone = noticeTone(type);
  const classes = [styles.content({ tone }), className].filter(Boolean).join(' ');
  // Without a description Radix would point aria-describedby at nothing; say so explicitly instead.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <Dialog.Portal container={container}>
      <Dialog.Overlay className={styles.overlay} data-modal-overlay="" />
      <Dialog.Content ref={ref} className={classes} data-type={type} {...describedBy} {...rest}>
        <div className={styles.header}>
          {icon ? <NoticeIcon tone={tone} className={styles.icon({ tone })} /> : null}
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Close className={styles.closeButton} aria-label={closeLabel ?? __('Close')}>
            <LineIcon className={styles.closeIcon} weight={2.5}>
              <path d="M6 6l12 12M18 6 6 18" />
            </LineIcon>
          </Dialog.Close>
        </div>
        {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
        {details ? (
          <section className={styles.details} aria-labelledby={detailsId}>
            <h3 id={detailsId} className={styles.detailsLabel}>
              {detailsTitle ?? detailsHeading(type)}
            </h3>
            <div className={styles.detailsBody}>{details}</div>
          </section>
        ) : null}
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
});

// The parts are exported one by one too, so Storybook's docgen (which reads exported components) documents them.
/**
 * A dialog over the page. Parts: `Modal.Root` (state: `open`/`defaultOpen`/`onOpenChange`), `Modal.Trigger`,
 * `Modal.Content`, `Modal.Close` (use `asChild` to make a Button close it).
 */
export const Modal = { Root: ModalRoot, Trigger: ModalTrigger, Content: ModalContent, Close: ModalClose };
