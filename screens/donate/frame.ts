/** SPEC 9: the donation frame is as tall as its content plus 50 px. */
export const FRAME_EXTRA_HEIGHT = 50;

/** SPEC 9: the frame's size observer is debounced 100 ms. */
export const FRAME_RESIZE_DEBOUNCE_MS = 100;

/** The message a cross-origin donation form posts to its parent with its content height. */
export const HEIGHT_MESSAGE_TYPE = 'p2p-donation-form-height';

/** The largest content height taken from a form (a runaway or hostile value must not make a mile-high page). */
const MAX_CONTENT_HEIGHT = 20_000;

/**
 * The absolute URL to load in the frame, or null: the host's iframe_url may be site-relative ('/give-form/…');
 * anything but http(s) (javascript:, data:, an empty value) is refused, since a javascript: frame would run
 * in this page.
 */
export function frameSource(iframeUrl: string, pageUrl: string): string | null {
  const raw = iframeUrl.trim();
  if (raw === '') return null;
  try {
    const url = new URL(raw, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The frame's next height for a measured content height, or null to leave it as it is. A content height
 * equal to the frame's own height is the document stretching to fill the frame (min-height: 100vh), not
 * content: following it would grow the frame by 50 px on every measurement.
 */
export function nextFrameHeight(current: number | null, contentHeight: number): number | null {
  if (!Number.isFinite(contentHeight) || contentHeight <= 0) return null;
  const content = Math.min(Math.ceil(contentHeight), MAX_CONTENT_HEIGHT);
  if (current !== null && content === current) return null;
  const next = content + FRAME_EXTRA_HEIGHT;
  return next === current ? null : next;
}

/** The content height a same-origin document reports (what the demo form also posts). */
export function documentContentHeight(doc: Document): number {
  return Math.ceil(doc.documentElement.getBoundingClientRect().height);
}

/**
 * The content height in a height message, or null when the message is not one, or not from our frame:
 * it must come from the frame's window (`source`) and from the frame's origin.
 */
export function readHeightMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  frame: { origin: string; window: MessageEventSource | null },
): number | null {
  if (frame.window === null || event.source !== frame.window || event.origin !== frame.origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== HEIGHT_MESSAGE_TYPE || typeof height !== 'number' || !Number.isFinite(height) || height <= 0)
    return null;
  return height;
}

/** The frame's document when it is same-origin (readable), else null. */
export function sameOriginDocument(frame: HTMLIFrameElement | null): Document | null {
  try {
    const doc = frame?.contentDocument ?? null;
    return doc?.documentElement ? doc : null;
  } catch {
    return null; // Some browsers throw instead of answering null for a cross-origin frame.
  }
}
