/**
 * The message a donation form in the frame posts to the page once a donation is complete (issue 15, "Totals
 * that move"): `{ type: 'give-p2p:donation-completed', donationId?: number }`, sent with
 * `window.parent.postMessage(message, <the page's origin>)`. The page takes it only from its donation frame's
 * window and origin (DonationFrame), then refreshes the totals at once.
 */
export const DONATION_COMPLETED_MESSAGE_TYPE = 'give-p2p:donation-completed';

/** True when the message is a completed donation from our frame: its window (`source`) and its origin. */
export function isDonationCompletedMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  frame: { origin: string; window: MessageEventSource | null },
): boolean {
  if (frame.window === null || event.source !== frame.window || event.origin !== frame.origin) return false;
  const data: unknown = event.data;
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === DONATION_COMPLETED_MESSAGE_TYPE
  );
}
