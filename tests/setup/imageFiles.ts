// Image files for unit tests and stories. The upload field and the server both check a file's first bytes (a text
// file renamed .png is refused), so a file a test expects to be accepted must start like a real PNG.

/** The eight bytes every PNG starts with. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A real 1×1 PNG, so previews decode and render the same in every run. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A PNG-typed file `size` bytes long that starts with the PNG signature (for size limits; it does not decode). */
export function pngFile(name: string, size = 64, options: FilePropertyBag = {}): File {
  const bytes = new Uint8Array(Math.max(size, PNG_SIGNATURE.length));
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png', ...options });
}

/** A 1×1 PNG that decodes. */
export function pixelPng(name: string, options: FilePropertyBag = {}): File {
  const bytes = Uint8Array.from(atob(PIXEL_PNG), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png', ...options });
}

/** Text named and typed as a PNG: what the content check refuses. */
export function textAsPng(name: string): File {
  return new File(['not an image, only text'], name, { type: 'image/png' });
}
