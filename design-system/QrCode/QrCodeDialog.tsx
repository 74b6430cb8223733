import { useMemo, useState, type RefObject } from 'react';
import { Button } from '../Button/Button';
import { __, sprintf } from '../i18n';
import { Modal } from '../Modal/Modal';
import { Notice } from '../Notice/Notice';
import { caption, code, downloads, figure } from './QrCode.css';
import { qrFileName, qrMatrix, qrPath, qrPngBlob, qrSide, qrSvgFile } from './model';

/** Pixels per module in the PNG: a version-4 code (URLs of ~60 characters) comes out near 1,000 px, poster-sized. */
const PNG_SCALE = 24;

export interface QrCodeDialogProps {
  /** The page the code opens (absolute). */
  url: string;
  /** Whose page: the title and the download's file name. */
  name: string;
  /** 'fundraiser' or 'team': the file name's first word. */
  kind: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when it closes (the button that opened it: Radix returns focus to its own trigger only). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The QR code of a page, with SVG and PNG downloads for bibs and posters. Loaded on demand with the qrcode
 * library (see QrCodeButton): neither weighs on a page's first load.
 */
export function QrCodeDialog({ url, name, kind, open, onOpenChange, returnFocusTo }: QrCodeDialogProps) {
  const matrix = useMemo(() => qrMatrix(url), [url]);
  const [pngFailed, setPngFailed] = useState(false);
  /* translators: %s: the web address the QR code opens */
  const alt = sprintf(__('QR code linking to %s'), url);
  const side = qrSide(matrix);

  // A blob URL, not a data: URL: Chromium ignores `download` on a data: link in some frames and policies.
  const save = (blob: Blob, fileName: string) => {
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    link.click();
    // The browser has taken the file once the click is handled; keep the URL a moment for slow ones.
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  };
  const downloadSvg = () =>
    save(new Blob([qrSvgFile(matrix, alt)], { type: 'image/svg+xml' }), qrFileName(kind, name, 'svg'));
  const downloadPng = async () => {
    const blob = await qrPngBlob(matrix, PNG_SCALE);
    setPngFailed(!blob);
    if (blob) save(blob, qrFileName(kind, name, 'png'));
  };

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content
        /* translators: %s: the fundraiser's or team's name */
        title={sprintf(__('QR code for %s'), name)}
        description={__('Print it on bibs and posters: a phone camera pointed at it opens this page.')}
        icon={false}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <figure className={figure}>
          <svg
            className={code}
            role="img"
            aria-label={alt}
            viewBox={`0 0 ${side} ${side}`}
            shapeRendering="crispEdges"
            data-qr-url={url}
          >
            <rect width={side} height={side} fill="#fff" />
            <path fill="#000" d={qrPath(matrix)} />
          </svg>
          <figcaption className={caption}>{url}</figcaption>
        </figure>
        <div className={downloads}>
          <Button color="primary" size="small" onClick={downloadSvg}>
            {__('Download SVG')}
          </Button>
          <Button color="outline" size="small" onClick={() => void downloadPng()}>
            {__('Download PNG')}
          </Button>
        </div>
        {pngFailed ? (
          <Notice type="error">{__('This browser cannot make a PNG. Download the SVG instead.')}</Notice>
        ) : null}
      </Modal.Content>
    </Modal.Root>
  );
}
