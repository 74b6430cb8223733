import isEmail from 'validator/lib/isEmail';

/**
 * SPEC 5's invite-email rule, through validator's isEmail: local part at most 64 bytes and domain at
 * most 254 bytes, both counted in UTF-8 bytes (validator measures bytes, not characters), and a domain
 * with a top-level domain. Unicode local parts are allowed; display names and IP-address domains are not.
 */
const EMAIL_RULE = {
  require_tld: true,
  allow_utf8_local_part: true,
  allow_display_name: false,
  allow_ip_domain: false,
  ignore_max_length: false,
} as const;

export function isValidEmail(email: string): boolean {
  // validator throws on anything but a string and refuses '': both land in the catch or the rule.
  try {
    return isEmail(email, EMAIL_RULE);
  } catch {
    // validator counts bytes with encodeURI, which throws on a lone surrogate: not an address either way.
    return false;
  }
}

/** Commas, semicolons and any whitespace (newlines included) separate addresses. */
export const EMAIL_SEPARATOR = /[,;\s]+/;

/** Splits pasted or typed text into addresses: trimmed, no empties, no case-insensitive repeats (first spelling wins). */
export function parseEmailList(text: string): string[] {
  return mergeEmails([], text.split(EMAIL_SEPARATOR));
}

/** Appends the incoming addresses that are not already in the list (ignoring case). */
export function mergeEmails(existing: readonly string[], incoming: readonly string[]): string[] {
  const seen = new Set(existing.map((email) => email.toLocaleLowerCase()));
  const merged = [...existing];
  for (const raw of incoming) {
    const email = raw.trim();
    const folded = email.toLocaleLowerCase();
    if (email === '' || seen.has(folded)) continue;
    seen.add(folded);
    merged.push(email);
  }
  return merged;
}
