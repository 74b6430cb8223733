import { useCallback, useState } from 'react';
import { useHostData } from '../app/HostDataContext';

/** The site's upload cap in bytes for FileUpload's maxSize; Infinity when the host did not say (0). */
export function useMaxUploadSize(): number {
  const { config } = useHostData();
  return config.maxUploadSize > 0 ? config.maxUploadSize : Number.POSITIVE_INFINITY;
}

/**
 * Tracks FileUpload's rejections (too large, wrong type) so the form can disable submit while the last
 * selection was turned away (SPEC 5): `<FileUpload onRejected={upload.onRejected} />`,
 * `<SubmitButton disabled={upload.blocked} />`.
 */
export function useUploadRejections(): { blocked: boolean; onRejected: (messages: string[]) => void } {
  // FileUpload shows its own messages; the form only needs to know whether there are any.
  const [blocked, setBlocked] = useState(false);
  const onRejected = useCallback((messages: string[]) => setBlocked(messages.length > 0), []);
  return { blocked, onRejected };
}
