/** An error as the browser's share and clipboard APIs reject with: a DOMException-like name. */
export const domError = (name: string) => Object.assign(new Error(name), { name });

/** Puts a Clipboard API with this `writeText` on the navigator, or takes it away (undefined). */
export function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(window.navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}
