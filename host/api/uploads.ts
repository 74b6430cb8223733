import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { uploadUrl } from '../urls.ts';
import { ApiError } from './errors.ts';

export const tooLargeMessage = (fileName: string): string =>
  `${fileName} exceeds the maximum upload size for this site`;

/** A file name safe to echo in a message (never used on disk). */
export function displayName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is this pattern's job.
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean.length > 80 ? `${clean.slice(0, 77)}...` : clean) || 'The file';
}

function sniff(bytes: Uint8Array): 'jpg' | 'png' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

/**
 * Validates an uploaded image (.jpg/.jpeg/.png by name, JPEG/PNG by content, size <= max) and stores it
 * under a random name. Returns its public URL.
 */
export async function saveImage(file: File, uploadsDir: string, maxBytes: number): Promise<string> {
  const shown = displayName(file.name);
  if (file.size > maxBytes) throw new ApiError(413, 'rest_upload_file_too_big', tooLargeMessage(shown));
  const extOk = /\.(jpe?g|png)$/i.test(file.name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniff(bytes);
  if (!extOk || !kind) {
    throw new ApiError(
      400,
      'rest_upload_invalid_type',
      `${shown} is not a permitted image. Use a .jpg, .jpeg or .png file.`,
    );
  }
  const name = `${randomBytes(12).toString('hex')}.${kind}`;
  await writeFile(join(uploadsDir, name), bytes);
  return uploadUrl(name);
}

/** The `file` field of a multipart body, or null when none was sent. */
export function fileField(value: unknown): File | null {
  return value instanceof File && value.size > 0 ? value : null;
}
