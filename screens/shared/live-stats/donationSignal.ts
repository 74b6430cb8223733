/**
 * That a donation was completed in the frame (donationMessage.ts), for the landing pages' totals. The frame is on
 * the donate route and the totals on the landing pages, never on screen together: a count kept for the page's
 * lifetime tells the next landing page to read its totals at once. In the shell chunk (vite.config.ts): both
 * the donate page and the landing pages import it, and a chunk of its own would cost a request on /.
 */
let reported = 0;

export function reportDonationCompleted(): void {
  reported += 1;
}

/** How many completed donations the frame has reported since the page loaded. */
export function donationsReported(): number {
  return reported;
}
