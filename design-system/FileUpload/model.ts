import { __, sprintf } from '../i18n';

/** The only images a profile or team accepts, as react-dropzone's `accept` map (MIME type → extensions). */
export const ACCEPTED_IMAGES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
} as const satisfies Record<string, readonly string[]>;

const acceptedTypes: readonly string[] = Object.keys(ACCEPTED_IMAGES);
const acceptedExtensions: readonly string[] = Object.values(ACCEPTED_IMAGES).flat();

/**
 * A file passes when both its MIME type and its extension are JPG or PNG. react-dropzone on its
 * own accepts a match on either, so a `photo.png` typed `text/html` would slip through.
 */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  return acceptedTypes.includes(file.type.toLowerCase()) && acceptedExtensions.some((ext) => name.endsWith(ext));
}

/** The first bytes of a JPEG and of a PNG: the content the server checks, whatever a file is named or typed. */
const IMAGE_SIGNATURES: readonly (readonly number[])[] = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
];

/** How many bytes of a file `hasImageSignature` needs. */
export const SIGNATURE_BYTES = 8;

/** Whether a file's first bytes are a JPEG's or a PNG's. */
export function hasImageSignature(head: Uint8Array): boolean {
  return IMAGE_SIGNATURES.some((signature) => signature.every((byte, index) => head[index] === byte));
}

/**
 * The files whose content is a JPEG or PNG, and those that only look like one (a text file renamed .jpg), read
 * from each file's first bytes. A file that cannot be read counts as not an image.
 */
export async function sortByContent(files: readonly File[]): Promise<{ images: File[]; impostors: File[] }> {
  const heads = await Promise.all(
    files.map((file) =>
      Promise.resolve()
        .then(() => file.slice(0, SIGNATURE_BYTES).arrayBuffer())
        .then((buffer) => hasImageSignature(new Uint8Array(buffer)))
        .catch(() => false),
    ),
  );
  return {
    images: files.filter((_, index) => heads[index]),
    impostors: files.filter((_, index) => !heads[index]),
  };
}

/**
 * react-dropzone's codes, and `file-not-image` for a file whose name and type say JPEG or PNG but whose first
 * bytes do not (sortByContent's impostors).
 */
export type RejectionCode =
  | 'file-invalid-type'
  | 'file-not-image'
  | 'file-too-large'
  | 'too-many-files'
  | (string & {});

/** Why a file was turned away, so a form can say what to do next (another type, a smaller file). */
export type RejectionReason = 'type' | 'size' | 'count' | 'other';

/** The reason that counts for a rejected file; a wrong type wins over a size, as it is the first thing to fix. */
export function rejectionReason(codes: readonly RejectionCode[]): RejectionReason {
  if (codes.includes('file-invalid-type') || codes.includes('file-not-image')) return 'type';
  if (codes.includes('file-too-large')) return 'size';
  if (codes.includes('too-many-files')) return 'count';
  return 'other';
}

/** The message for a rejected file (the size message is SPEC 8's). */
export function rejectionMessage(fileName: string, codes: readonly RejectionCode[]): string {
  if (codes.includes('file-not-image') && !codes.includes('file-invalid-type')) {
    // The name looks right, so "use a .jpg file" would puzzle: say that the content is what is wrong.
    return sprintf(
      /* translators: 1: file name, 2: the end of its name, e.g. .jpg */
      __('%1$s is not a JPEG or PNG image, even though its name ends in %2$s.'),
      fileName,
      extensionOf(fileName),
    );
  }
  switch (rejectionReason(codes)) {
    case 'type':
      // The server's words for the same refusal (by name, type or content), so the two never disagree.
      return sprintf(
        /* translators: %s: file name */ __('%s is not a permitted image. Use a .jpg, .jpeg or .png file.'),
        fileName,
      );
    case 'size':
      return sprintf(/* translators: %s: file name */ __('%s exceeds the maximum upload size for this site'), fileName);
    case 'count':
      return sprintf(/* translators: %s: file name */ __('%s was not added: choose only one image'), fileName);
    case 'other':
      return sprintf(/* translators: %s: file name */ __('%s could not be added'), fileName);
  }
}

/** The end of a file name from its last dot ('.jpg' for 'fake.jpg'); the whole name when it has none. */
function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot) : fileName;
}

/** The same file chosen twice (same name, size and date) is kept once. */
function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/** The files after a selection: a single upload replaces its file, a multiple one adds the new ones. */
export function mergeFiles(current: readonly File[], added: readonly File[], multiple: boolean): File[] {
  if (!multiple) return added.slice(0, 1);
  return [...current, ...added.filter((file) => !current.some((kept) => sameFile(kept, file)))];
}
