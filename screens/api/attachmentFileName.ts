/**
 * The file name of `Content-Disposition: attachment; filename="campaign-1-teams.csv"` (or RFC 5987's
 * `filename*=UTF-8''…`, preferred when both are given), without any folder part; undefined when there is none.
 */
export function attachmentFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/
    .exec(header)
    ?.slice(1)
    .find((part) => part !== undefined);
  const base = name?.replace(/\\(.)/g, '$1').trim().split(/[\\/]/).at(-1);
  return base ? base : undefined;
}
