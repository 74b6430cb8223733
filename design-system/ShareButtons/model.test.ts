import { describe, expect, it } from 'vitest';
import { messageUrls, shareUrls } from './model';

const pageUrl = 'https://example.org/campaign/fundraiser/7/?ref=a&b=c#top';

describe('shareUrls', () => {
  it('builds the share links with the page URL encoded', () => {
    const urls = shareUrls(pageUrl, 'Help Jane run');
    const encodedUrl = 'https%3A%2F%2Fexample.org%2Fcampaign%2Ffundraiser%2F7%2F%3Fref%3Da%26b%3Dc%23top';
    expect(urls.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`);
    expect(urls.x).toBe(`https://x.com/intent/post?url=${encodedUrl}&text=Help%20Jane%20run`);
    expect(urls.whatsapp).toBe(`https://wa.me/?text=Help%20Jane%20run%20${encodedUrl}`);
    expect(urls.sms).toBe(`sms:?&body=Help%20Jane%20run%20${encodedUrl}`);
    expect(urls.email).toBe(`mailto:?subject=Help%20Jane%20run&body=${encodedUrl}`);
  });

  it.each([
    ['ampersand and equals', 'Tom & Jerry = friends'],
    ['hash', 'Run #1 for #charity'],
    ['quotes and angle brackets', `"Jane's" <script>alert(1)</script>`],
    ['emoji', 'Run for 🐶 & 🐱 ❤️'],
    ['percent and plus', '100% + more?'],
    ['newline', 'Line one\nLine two'],
    ['non-Latin script', 'Благотворительность 慈善'],
  ])('keeps a title with %s intact as one parameter', (_case, title) => {
    const urls = shareUrls(pageUrl, title);
    const x = new URL(urls.x);
    expect([...x.searchParams.keys()]).toEqual(['url', 'text']);
    expect(x.searchParams.get('text')).toBe(title);
    expect(x.searchParams.get('url')).toBe(pageUrl);
    expect(x.hash).toBe('');

    const whatsapp = new URL(urls.whatsapp);
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/');
    expect([...whatsapp.searchParams.keys()]).toEqual(['text']);
    expect(whatsapp.searchParams.get('text')).toBe(`${title.trim()} ${pageUrl}`);
    expect(whatsapp.hash).toBe('');

    const sms = urls.sms.slice('sms:?&'.length);
    expect(sms).not.toMatch(/[#"'<>()! +&]/);
    expect(sms.startsWith('body=')).toBe(true);
    expect(decodeURIComponent(sms.slice('body='.length))).toBe(`${title.trim()} ${pageUrl}`);

    const facebook = new URL(urls.facebook);
    expect([...facebook.searchParams.keys()]).toEqual(['u']);
    expect(facebook.searchParams.get('u')).toBe(pageUrl);

    const mail = urls.email.slice('mailto:?'.length);
    expect(mail).not.toMatch(/[#"'<>()! +]/);
    const parts = mail.split('&').map((pair) => pair.split('='));
    expect(parts.map(([key]) => key)).toEqual(['subject', 'body']);
    expect(decodeURIComponent(parts[0]?.[1] ?? '')).toBe(title);
    expect(decodeURIComponent(parts[1]?.[1] ?? '')).toBe(pageUrl);
  });

  it('does not throw on a title cut through an emoji', () => {
    const cut = 'Run 🐶'.slice(0, -1);
    const urls = shareUrls(pageUrl, cut);
    expect(new URL(urls.x).searchParams.get('text')).toBe('Run \uFFFD');
  });

  it('a message without a title is the link alone', () => {
    expect(shareUrls(pageUrl, '  ').whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(pageUrl)}`);
  });
});

describe('messageUrls', () => {
  const message = 'Will you give? #clean-water & more: https://example.org/f/7/?a=1&b=2\nThanks!\nשלום';

  it('sends the whole message, link and line breaks included, as one parameter of each link', () => {
    const urls = messageUrls(message, 'Help me & my team');
    expect(new URL(urls.x).searchParams.get('text')).toBe(message);
    expect([...new URL(urls.x).searchParams.keys()]).toEqual(['text']);
    expect(new URL(urls.whatsapp).searchParams.get('text')).toBe(message);
    expect(urls.sms.startsWith('sms:?&body=')).toBe(true);
    expect(decodeURIComponent(urls.sms.slice('sms:?&body='.length))).toBe(message);
    const email = new URLSearchParams(urls.email.slice('mailto:?'.length));
    expect(email.get('subject')).toBe('Help me & my team');
    expect(email.get('body')).toBe(message);
    // Mail clients do not read '+' as a space.
    expect(urls.email).not.toContain('+');
  });
});
