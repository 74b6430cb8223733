export interface ShareUrls {
  facebook: string;
  x: string;
  whatsapp: string;
  sms: string;
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

/**
 * Links that share `url` on Facebook, on X (with `title` as the post's text), on WhatsApp and by text message
 * (title and link as one message: neither takes a separate link), and by email.
 */
export function shareUrls(url: string, title: string): ShareUrls {
  const link = encode(url);
  const text = encode(title);
  const message = encode(title.trim() ? `${title.trim()} ${url}` : url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${link}`,
    x: `https://x.com/intent/post?url=${link}&text=${text}`,
    whatsapp: `https://wa.me/?text=${message}`,
    // 'sms:?&body=' is the form both iOS and Android read (iOS wants the '&', Android ignores it).
    sms: `sms:?&body=${message}`,
    email: `mailto:?subject=${text}&body=${link}`,
  };
}

export type MessageUrls = Pick<ShareUrls, 'x' | 'whatsapp' | 'sms' | 'email'>;

/**
 * Links that send a message someone wrote themselves, the page's link already in its text (a fundraiser's own
 * ask): the whole message as the post on X, the WhatsApp and text message, and the email's body with `subject`.
 * Facebook has none: its sharer takes a link and never a prepared text.
 */
export function messageUrls(message: string, subject = ''): MessageUrls {
  const text = encode(message);
  return {
    x: `https://x.com/intent/post?text=${text}`,
    whatsapp: `https://wa.me/?text=${text}`,
    sms: `sms:?&body=${text}`,
    email: `mailto:?subject=${encode(subject)}&body=${text}`,
  };
}
