import { useCallback, useState } from 'react';
import type { RejectionReason } from '../../design-system';
import { useHostData } from '../app/HostDataContext';

/** The site's upload cap in bytes for FileUpload's maxSize; Infinity when the host did not say (0). */
export function useMaxUploadSize(): number {
  return maxUploadBytes(useHostData().config.maxUploadSize);
}

/** The same cap from a config's maxUploadSize, for pages without host data (the admin screens). */
export function maxUploadBytes(maxUploadSize: number): number {
  return maxUploadSize > 0 ? maxUploadSize : Number.POSITIVE_INFINITY;
}

export interface UploadRejections {
  blocked: boolean;
  /** What to fix first: a wrong type before a size (a smaller GIF is still a GIF); null when nothing was refused. */
  fix: 'type' | 'size' | 'other' | null;
  onRejected: (messages: string[], reasons?: RejectionReason[]) => void;
}

/** The one thing to ask for, from the reasons of the files turned away. */
export function uploadFix(reasons: readonly RejectionReason[]): UploadRejections['fix'] {
  if (reasons.length === 0) return null;
  if (reasons.includes('type')) return 'type';
  if (reasons.includes('size')) return 'size';
  return 'other';
}

/**
 * Tracks FileUpload's rejections (too large, wrong type) so the form can disable submit while the last
 * selection was turned away (SPEC 5): `<FileUpload onRejected={upload.onRejected} />`,
 * `<SubmitButton disabled={upload.blocked} />`, and say what to choose instead (`upload.fix`).
 */
export function useUploadRejections(): UploadRejections {
  // FileUpload shows its own messages; the form needs whether there are any, and what to ask for first.
  const [state, setState] = useState<{ blocked: boolean; reasons: RejectionReason[] }>({ blocked: false, reasons: [] });
  const onRejected = useCallback(
    (messages: string[], reasons: RejectionReason[] = []) => setState({ blocked: messages.length > 0, reasons }),
    [],
  );
  const { blocked, reasons } = state;
  return { blocked, fix: blocked ? (uploadFix(reasons) ?? 'other') : null, onRejected };
}
