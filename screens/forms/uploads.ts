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
export function useUploadRejections(): { blocked: boolean; messages: string[]; onRejected: (messages: string[]) => void } {
  const [messages, setMessages] = useState<string[]>([]);
  const onRejected = useCallback((next: string[]) => setMessages(next), []);
  return { blocked: messages.length > 0, messages, onRejected };
}
