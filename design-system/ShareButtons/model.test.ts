import { describe, expect, it } from 'vitest';
import { shareUrls } from './model';

const pageUrl = 'https://example.org/campaign/fundraiser/7/?ref=a&b=c#top';

describe('shareUrls', () => {
  it('builds the three share links with the page URL encoded', () => {
    const urls = shareUrls(pageUrl, 'Help Jane run');
    const encodedUrl = 'https%3A%2F%2Fexample.org%2Fcampaign%2Ffundraiser%2F7%2F%3Fref%3Da%26b%3Dc%23top';
    expect(urls.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`);
    expect(urls.twitter).toBe(`https://twitter.com/intent/tweet?url=${encodedUrl}&text=Help%20Jane%20run`);
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
    const twitter = new URL(urls.twitter);
    expect([...twitter.searchParams.keys()]).toEqual(['url', 'text']);
    expect(twitter.searchParams.get('text')).toBe(title);
    expect(twitter.searchParams.get('url')).toBe(pageUrl);
    expect(twitter.hash).toBe('');

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
    expect(new URL(urls.twitter).searchParams.get('text')).toBe('Run \uFFFD');
  });
});
