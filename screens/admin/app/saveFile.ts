/**
 * How long a saved file's blob: URL lives. Chrome and Firefox start the download during the click; some browsers
 * (Safari) read the URL a moment later, so it is revoked after a while rather than at once (FileSaver.js waits 40 s).
 */
export const REVOKE_AFTER_MS = 40_000;

/**
 * Hands a fetched file to the browser's download: Blob → object URL → a temporary `<a download>` clicked → URL
 * revoked. The link is never shown; it lives in the document only for its click (Firefox ignores a detached one).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
