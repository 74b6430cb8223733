/** A draft holds text fields only: strings, booleans and lists of strings (e-mail addresses). */
export type DraftValue = string | boolean | string[];
export type DraftValues = Record<string, DraftValue>;

/** Never kept, whatever a form asks: a password must not sit in storage that any script on the page can read. */
const SECRET = /pass(word)?|pwd|secret|token|nonce/i;

const isDraftValue = (value: unknown): value is DraftValue =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** The fields of `values` that may be kept: listed by the form, not secret, and text (files are dropped). */
export function pickDraftable(values: Record<string, unknown>, fields: readonly string[]): DraftValues {
  const picked: DraftValues = {};
  for (const name of fields) {
    const value = values[name];
    if (!SECRET.test(name) && isDraftValue(value)) picked[name] = value;
  }
  return picked;
}

// sessionStorage may be missing or refuse (private modes, quota, a sandboxed frame): a draft is a comfort, so
// every failure below is swallowed and the form works as before.
function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readDraft(key: string, fields: readonly string[]): DraftValues | null {
  try {
    const text = storage()?.getItem(key);
    if (!text) return null;
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const values = pickDraftable(parsed as Record<string, unknown>, fields);
    return Object.keys(values).length > 0 ? values : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: DraftValues): void {
  try {
    storage()?.setItem(key, JSON.stringify(values));
  } catch {
    // Quota or a refusing storage: no draft this time.
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
