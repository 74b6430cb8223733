/**
 * Copies text to the clipboard: the async Clipboard API where it exists and is allowed, else the old
 * execCommand('copy') on a hidden textarea (http:// pages, old WebViews, a refused permission).
 * Resolves false when both fail, so the caller can show the text to copy by hand.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // refused (permission, not focused): try the fallback
    }
  }
  return copyWithSelection(text, doc);
}

function copyWithSelection(text: string, doc: Document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen but focusable and selectable; fixed so the page does not scroll to it.
  area.style.position = 'fixed';
  area.style.insetBlockStart = '0';
  area.style.opacity = '0';
  const previous = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  doc.body.append(area);
  try {
    area.focus();
    area.select();
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus();
  }
}
