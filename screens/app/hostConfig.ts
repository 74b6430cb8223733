import * as v from 'valibot';
import { flag, numeric, optionalText, requiredText } from '../api/lenient';

/**
 * The host's sign-out link (WordPress: wp_logout_url(), '…wp-login.php?action=logout&redirect_to=…&_wpnonce=…').
 * Absent or blank means the host offers none; anything else must be an http(s) URL, as it becomes a link.
 */
const logoutUrl = v.pipe(
  optionalText,
  v.check((url) => url === undefined || isHttpUrl(url), 'Expected an absolute http(s) URL'),
);

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/**
 * Where a fresh REST nonce is fetched (WordPress: admin_url('admin-ajax.php?action=rest-nonce')). Same origin only:
 * the request carries the visitor's cookies. Anything else counts as absent (no renewal), not as a broken page.
 */
const nonceRenewalUrl = v.pipe(
  optionalText,
  v.transform((url) => (url !== undefined && isSameOrigin(url) ? url : undefined)),
);

function isSameOrigin(text: string): boolean {
  try {
    return new URL(text, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/** window.GiveP2P: the REST base, its nonce and the site's formatting settings. */
export const hostConfigSchema = v.object({
  apiRoot: requiredText,
  apiNonce: requiredText,
  locale: v.nullish(v.string(), 'en_US'),
  currency: v.nullish(v.string(), 'USD'),
  currencySymbol: v.nullish(v.string(), '$'),
  currencyPosition: v.pipe(
    v.nullish(v.string(), 'before'),
    v.transform((position): 'before' | 'after' => (position === 'after' ? 'after' : 'before')),
  ),
  thousandsSeparator: v.nullish(v.string(), ','),
  decimalSeparator: v.nullish(v.string(), '.'),
  numberDecimals: v.nullish(numeric, 0),
  /** Bytes; 0 when the site did not say (then no client-side cap applies). */
  maxUploadSize: v.nullish(numeric, 0),
  logoutUrl,
  nonceRenewalUrl,
  /** Issue 15: the host answers get-stats, so landing pages refresh their totals; absent or false, nothing polls. */
  statsRead: v.optional(flag),
  /**
   * Ours, optional (issue 26): a CSS font-family list the site wants the app in. Absent, the app takes the theme's
   * typeface; ThemeRoot refuses anything that is not a plain family list (the same fallback).
   */
  typeface: optionalText,
  /**
   * Ours, optional: the extensions the host implements (docs/fundraising-tools.md), as a JSON array or the
   * comma-separated text wp_localize_script leaves. Absent: none, and the app makes only the plugin's calls.
   */
  features: v.pipe(
    v.optional(v.nullable(v.union([v.array(v.string()), v.string()])), null),
    v.transform((value): readonly string[] =>
      (typeof value === 'string' ? value.split(',') : (value ?? [])).map((name) => name.trim()).filter(Boolean),
    ),
  ),
});
export type HostConfig = v.InferOutput<typeof hostConfigSchema>;

/** The host advertises the fundraising tools (dashboard, captain's view, owner prompts, public milestones). */
export const FUNDRAISER_TOOLS = 'fundraiser-tools';

export function hasFeature(config: Pick<HostConfig, 'features'>, name: string): boolean {
  return config.features.includes(name);
}

/** WordPress writes locales as 'en_US' (or 'de_DE_formal'); Intl wants 'en-US'. */
export function toIntlLocale(wordpressLocale: string): string {
  // Language and region only: WordPress variants ('formal', 'informal') mean nothing to Intl.
  const parts = wordpressLocale.trim().split(/[_-]/).filter(Boolean).slice(0, 2);
  while (parts.length > 0) {
    try {
      const [canonical] = Intl.getCanonicalLocales(parts.join('-'));
      if (canonical) return canonical;
    } catch {
      // Not a valid tag: drop the region and try again.
    }
    parts.pop();
  }
  return 'en-US';
}
