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

// sessionStorage may be missing or refuse (private modes, quota, a sandboxed frame, where even reading the property
// throws): a draft is a comfort, so every failure below is swallowed and the form works as before.

export function readDraft(key: string, fields: readonly string[]): DraftValues | null {
  try {
    const text = sessionStorage.getItem(key);
    if (!text) return null;
    // An entry that is not an object (tampered with) holds none of the listed fields, and null throws: no draft.
    const values = pickDraftable(JSON.parse(text), fields);
    return Object.keys(values).length > 0 ? values : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: DraftValues): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Quota or a refusing storage: no draft this time.
  }
}

export function removeDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
