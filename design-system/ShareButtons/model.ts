export interface ShareUrls {
  facebook: string;
  twitter: string;
  email: string;
}

// encodeURIComponent throws on a lone surrogate (half an emoji, e.g. from a title cut mid-character).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Percent-encodes a query value strictly (RFC 3986: also ! ' ( ) *, which encodeURIComponent leaves and some
 * mail clients mangle); never throws, and spaces become %20 (mail clients do not read '+').
 */
function encode(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Links that share `url` on Facebook, on Twitter (with `title` as the text), and by email. */
export function shareUrls(url: string, title: string): ShareUrls {
  const link = encode(url);
  const text = encode(title);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${link}`,
    twitter: `https://twitter.com/intent/tweet?url=${link}&text=${text}`,
    email: `mailto:?subject=${text}&body=${link}`,
  };
}
