export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** The part of Navigator this module uses (navigator.share and canShare are missing on most desktops). */
export interface ShareNavigator {
  share?: ((data: ShareData) => Promise<void>) | undefined;
  canShare?: ((data: ShareData) => boolean) | undefined;
}

const browserNavigator = (): ShareNavigator | undefined => (typeof navigator === 'undefined' ? undefined : navigator);

/** Whether the browser has a native share sheet that takes this data (canShare, where present, must agree). */
export function canWebShare(data: ShareData, nav: ShareNavigator | undefined = browserNavigator()): boolean {
  if (typeof nav?.share !== 'function') return false;
  if (typeof nav.canShare !== 'function') return true;
  try {
    return nav.canShare(data);
  } catch {
    return false;
  }
}

export type WebShareOutcome = 'shared' | 'dismissed' | 'failed';

/**
 * Opens the native share sheet. A sheet the user closed (AbortError) is 'dismissed', not an error: nothing to
 * report. Anything else (NotAllowedError without a user gesture, a failing share target) is 'failed'.
 */
export async function webShare(
  data: ShareData,
  nav: ShareNavigator | undefined = browserNavigator(),
): Promise<WebShareOutcome> {
  if (typeof nav?.share !== 'function') return 'failed';
  try {
    await nav.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof Error && error.name === 'AbortError' ? 'dismissed' : 'failed';
  }
}
