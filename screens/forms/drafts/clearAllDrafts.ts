import { DRAFT_PREFIX } from './draftKey';

/**
 * Sign-out: every draft of this tab goes, whoever's it was. Its own small module because the account bar, on
 * every page's first load, calls it from the sign-out link.
 */
export function clearAllDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // No storage (private mode, sandboxed frame): no drafts either.
  }
}
