import { forwardRef, useEffect, useRef, useState, type FocusEventHandler, type ReactNode } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { Button } from '../Button/Button';
import { describedBy, FieldHelp, hasContent, RequiredMarker, useFieldIds } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { withClassName } from '../classNames';
import { __, sprintf } from '../i18n';
import {
  ACCEPTED_IMAGES,
  isAcceptedImage,
  mergeFiles,
  rejectionMessage,
  rejectionReason,
  sortByContent,
  type RejectionReason,
} from './model';
import * as styles from './FileUpload.css';

export interface FileUploadProps {
  /** Names the hidden file input and the drop area. */
  label: ReactNode;
  /** For example 'Recommended size: 250x250 px'. */
  helpText?: ReactNode | undefined;
  /** A form's message (e.g. required); shown above this upload's own rejection messages. */
  error?: ReactNode | undefined;
  /** Keep several images rather than one. */
  multiple?: boolean | undefined;
  /** The site's maximum upload size, in bytes. */
  maxSize: number;
  /** Controlled: the chosen files. Keep them in the form's state so a failed submit loses nothing. */
  value?: File[] | undefined;
  /** Uncontrolled: the files at first. */
  defaultValue?: File[] | undefined;
  onValueChange?: ((files: File[]) => void) | undefined;
  /**
   * Called after every selection or drop with that selection's rejection messages and, in the same
   * order, their reasons; empty lists mean everything passed, so a form can disable its submit button
   * while they are not empty, and say what to choose instead.
   */
  onRejected?: ((messages: string[], reasons: RejectionReason[]) => void) | undefined;
  disabled?: boolean | undefined;
  /** Shows the required marker (the hidden input gets no native `required`: it cannot take focus). */
  required?: boolean | undefined;
  /** The hidden input's name. */
  name?: string | undefined;
  id?: string | undefined;
  className?: string | undefined;
  onBlur?: FocusEventHandler<HTMLButtonElement> | undefined;
  /** Overrides the translated 'Choose image' / 'Choose images'. */
  chooseLabel?: string | undefined;
}

const noFiles: File[] = [];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(reader.error));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Preview URLs for the files: `data:` URLs read with FileReader, not `blob:` object URLs, so the preview shows
 * under a strict policy (`img-src 'self' data:`, the README's policy for WordPress sites, which has no `blob:`).
 * Each file is read once and kept while it stays chosen; a file that cannot be read shows no preview.
 */
function usePreviewUrls(files: readonly File[]): ReadonlyMap<File, string> {
  const [urls, setUrls] = useState<ReadonlyMap<File, string>>(() => new Map());
  useEffect(() => {
    let current = true;
    Promise.all(
      files.map((file) =>
        readAsDataUrl(file).then(
          (url) => [file, url] as const,
          () => null,
        ),
      ),
    ).then((entries) => {
      if (current) setUrls(new Map(entries.filter((entry) => entry !== null)));
    });
    return () => {
      current = false;
    };
  }, [files]);
  return urls;
}

/** Keeps the previous array when a re-render passes the same files in a new array, so previews stay put. */
function useStableFiles(files: readonly File[]): readonly File[] {
  const previous = useRef(files);
  const same =
    previous.current.length === files.length && previous.current.every((file, index) => file === files[index]);
  if (!same) previous.current = files;
  return previous.current;
}

/**
 * JPG or PNG images, dropped or chosen with a real 'Choose image' button, with a preview and a
 * remove button for each. Wrong types (by name or MIME type, or by first bytes: a text file renamed .png, which
 * is told it is not really an image) and files over `maxSize` are turned away with a message.
 *
 * The ref goes to the 'Choose image' button: with react-hook-form use a `Controller` and pass
 * `field.ref`, `field.value` and `field.onChange` as `ref`, `value` and `onValueChange`, so a
 * failed validation focuses the button.
 */
export const FileUpload = forwardRef<HTMLButtonElement, FileUploadProps>(function FileUpload(
  {
    label,
    helpText,
    error,
    multiple = false,
    maxSize,
    value,
    defaultValue,
    onValueChange,
    onRejected,
    disabled = false,
    required,
    name,
    id,
    className,
    onBlur,
    chooseLabel,
  },
  ref,
) {
  const ids = useFieldIds(id);
  const [ownFiles, setOwnFiles] = useState<File[]>(defaultValue ?? noFiles);
  const files = useStableFiles(value ?? ownFiles);
  const urls = usePreviewUrls(files);
  const [rejections, setRejections] = useState<string[]>([]);
  const chooseButton = useRef<HTMLButtonElement | null>(null);

  const changeFiles = (next: File[]) => {
    if (value === undefined) setOwnFiles(next);
    onValueChange?.(next);
  };

  // The content check reads each file's first bytes, asynchronously: selections land in the order they were made
  // (a quick second drop adds to the first, never races it), each merged with the files as the last one left them.
  const landed = useRef(files);
  landed.current = files;
  const queue = useRef(Promise.resolve());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const checked = sortByContent(accepted);
    const landing = queue.current.then(async () => {
      const { images, impostors } = await checked;
      if (!mounted.current) return;
      const refused = [
        ...rejected.map(({ file, errors }) => ({ name: file.name, codes: errors.map((e) => e.code) })),
        ...impostors.map((file) => ({ name: file.name, codes: ['file-not-image'] })),
      ];
      const messages = refused.map(({ name, codes }) => rejectionMessage(name, codes));
      setRejections(messages);
      onRejected?.(
        messages,
        refused.map(({ codes }) => rejectionReason(codes)),
      );
      if (images.length === 0) return;
      const next = mergeFiles(landed.current, images, multiple);
      landed.current = next;
      changeFiles(next);
    });
    // A callback that throws is rethrown outside the queue (reported as any uncaught error), so it neither goes
    // unseen nor stops later selections landing.
    queue.current = landing.catch((error: unknown) => {
      queueMicrotask(() => {
        throw error;
      });
    });
  };

  const { getRootProps, getInputProps, open, isDragAccept, isDragReject } = useDropzone({
    accept: ACCEPTED_IMAGES,
    maxSize,
    multiple,
    disabled,
    noClick: true,
    noKeyboard: true,
    validator: (file) =>
      isAcceptedImage(file)
        ? null
        : { code: 'file-invalid-type', message: rejectionMessage(file.name, ['file-invalid-type']) },
    onDrop,
  });

  const remove = (file: File) => {
    changeFiles(files.filter((kept) => kept !== file));
    // The removed button is gone; put focus somewhere sensible rather than on <body>.
    chooseButton.current?.focus();
  };

  const setButtonRef = (node: HTMLButtonElement | null) => {
    chooseButton.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const invalid = hasContent(error) || rejections.length > 0;
  const showHelp = hasContent(helpText);
  const description = describedBy(showHelp && ids.helpId, invalid && ids.errorId);
  const dragState = isDragReject ? 'reject' : isDragAccept ? 'accept' : 'idle';

  return (
    <div className={withClassName(fieldStyles.field, className)} data-state={invalid ? 'invalid' : 'valid'}>
      <label id={ids.labelId} htmlFor={ids.controlId} className={fieldStyles.label}>
        {label}
        {required ? (
          <>
            <RequiredMarker />
            {/* No native `required` to announce it here, so say it once in words. */}
            <span className={fieldStyles.visuallyHidden}> {__('(required)')}</span>
          </>
        ) : null}
      </label>
      {showHelp ? <FieldHelp id={ids.helpId}>{helpText}</FieldHelp> : null}
      {invalid ? (
        <div id={ids.errorId} className={`${fieldStyles.error} ${styles.errors}`}>
          {hasContent(error) ? <p>{error}</p> : null}
          {rejections.map((message, index) => (
            // Keyed by position: two rejected files may share a name.
            // biome-ignore lint/suspicious/noArrayIndexKey: two rejected files may share a name; the messages never reorder.
            <p key={index}>{message}</p>
          ))}
        </div>
      ) : null}
      <div
        {...getRootProps({
          role: 'group',
          'aria-labelledby': ids.labelId,
          className: styles.dropzone,
          'data-state': dragState,
          'data-invalid': invalid ? 'true' : undefined,
        })}
      >
        <input
          {...getInputProps({
            id: ids.controlId,
            name,
            disabled,
            'aria-label': undefined,
            'aria-describedby': description,
            'aria-invalid': invalid ? true : undefined,
          })}
        />
        <Button
          ref={setButtonRef}
          color="outline"
          disabled={disabled}
          aria-describedby={description}
          onClick={open}
          onBlur={onBlur}
        >
          {chooseLabel ?? (multiple ? __('Choose images') : __('Choose image'))}
        </Button>
        <span className={styles.hint}>{multiple ? __('or drop them here') : __('or drop it here')}</span>
      </div>
      {files.length > 0 ? (
        <ul className={styles.previews}>
          {files.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.preview}>
              {urls.has(file) ? (
                <img
                  className={styles.image}
                  src={urls.get(file)}
                  alt={sprintf(/* translators: %s: file name */ __('Preview of %s'), file.name)}
                />
              ) : null}
              <span className={styles.fileName}>{file.name}</span>
              <Button
                color="outline"
                size="small"
                disabled={disabled}
                aria-label={sprintf(/* translators: %s: file name */ __('Remove %s'), file.name)}
                onClick={() => remove(file)}
              >
                {__('Remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Rejections happen after the file dialog closes, away from the field: announce them once. */}
      <div role="status" className={fieldStyles.visuallyHidden}>
        {rejections.join(' ')}
      </div>
    </div>
  );
});
