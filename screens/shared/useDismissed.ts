import { useCallback, useState } from 'react';

const PREFIX = 'p2p-dismissed:';

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(PREFIX + key) === '1';
  } catch {
    // Storage blocked (private mode, a strict site policy): the tip shows again next visit, nothing worse.
    return false;
  }
}

/**
 * A tip the fundraiser has closed stays closed on this browser (no nagging): remembered in localStorage under
 * `key`, which names what was dismissed and for whom ('story-help:2'). Changing the key (a new stage) shows it again.
 */
export function useDismissed(key: string): [dismissed: boolean, dismiss: () => void] {
  const [dismissedKey, setDismissedKey] = useState<string | null>(() => (read(key) ? key : null));
  const dismissed = dismissedKey === key || read(key);
  const dismiss = useCallback(() => {
    try {
      window.localStorage.setItem(PREFIX + key, '1');
    } catch {
      // Kept for this page view only.
    }
    setDismissedKey(key);
  }, [key]);
  return [dismissed, dismiss];
}
