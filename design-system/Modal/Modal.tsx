import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, useId, type ReactNode } from 'react';
import { __ } from '../i18n';
import { noticeTone, type NoticeType } from '../Notice/model';
import { NoticeIcon } from '../Notice/NoticeIcon';
import { usePortalContainer } from '../theme/ThemeRoot';
import * as styles from './Modal.css';
import { detailsHeading } from './model';

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
const Content = forwardRef<HTMLDivElement, ModalContentProps>(function ModalContent(
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
            <svg
              className={styles.closeIcon}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
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

/**
 * A dialog over the page. Parts: `Modal.Root` (state: `open`/`defaultOpen`/`onOpenChange`), `Modal.Trigger`,
 * `Modal.Content`, `Modal.Close` (use `asChild` to make a Button close it).
 */
export const Modal = {
  Root: Dialog.Root,
  Trigger: Dialog.Trigger,
  Content,
  Close: Dialog.Close,
};

export type ModalRootProps = Dialog.DialogProps;
export type ModalTriggerProps = Dialog.DialogTriggerProps;
export type ModalCloseProps = Dialog.DialogCloseProps;
