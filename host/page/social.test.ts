import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stmt } from '../db/stmt.ts';
import { BASE, Client, createTestHost, ORIGIN, type TestHost } from '../testing/harness.ts';
import { plainText, socialMeta, socialTags } from './social.ts';

let t: TestHost;
beforeAll(async () => {
  t = await createTestHost();
});
afterAll(() => t.close());

/** The content of every <meta property|name=key> in the head, as a browser would decode it. */
function metaTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const tags: Record<string, string> = {};
  for (const m of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    if (m[1]) tags[m[1]] = decode(m[2] ?? '');
  }
  return tags;
}

const row = <T>(sql: string, ...args: unknown[]): T => stmt(t.host.db, sql).get(...args) as T;

describe('Open Graph and Twitter card tags', () => {
  it('the campaign page (and every other campaign route) shows the campaign: title, description, cover', async () => {
    const campaign = row<{ short_desc: string; campaign_image: string }>(
      'SELECT short_desc, campaign_image FROM campaigns WHERE id = 1',
    );
    for (const path of ['/', '/login/', '/team-leaderboard/']) {
      const { html } = await new Client(t).page(path);
      expect(metaTags(html), path).toMatchObject({
        'og:type': 'website',
        'og:site_name': 'Run for Clean Water',
        'og:title': 'Run for Clean Water',
        'og:description': campaign.short_desc,
        'og:url': `${ORIGIN}${BASE}/`,
        'og:image': new URL(campaign.campaign_image, ORIGIN).href,
        'twitter:card': 'summary_large_image',
        'twitter:title': 'Run for Clean Water',
        'twitter:description': campaign.short_desc,
        'twitter:image': new URL(campaign.campaign_image, ORIGIN).href,
      });
    }
  });

  it("a fundraiser's page unfurls with their name, story and face (absolute URL)", async () => {
    const f = row<{ name: string; story: string; profile_image: string }>(
      'SELECT name, story, profile_image FROM fundraisers WHERE id = 2',
    );
    const { html } = await new Client(t).page('/fundraiser/2/');
    const tags = metaTags(html);
    expect(tags).toMatchObject({
      'og:title': f.name,
      'og:description': plainText(f.story),
      'og:url': `${ORIGIN}${BASE}/fundraiser/2/`,
      'og:image': `${ORIGIN}${f.profile_image}`,
      'og:site_name': 'Run for Clean Water',
      'twitter:card': 'summary_large_image',
      'twitter:image': `${ORIGIN}${f.profile_image}`,
    });
    expect(tags['og:image']).toMatch(/^http:\/\/127\.0\.0\.1:8080\/.+/);
    // Its donate page shares the fundraiser too.
    expect(metaTags((await new Client(t).page('/fundraiser/2/donate/')).html)['og:url']).toBe(
      `${ORIGIN}${BASE}/fundraiser/2/`,
    );
  });

  it("a team's page unfurls with the team's name, story and image", async () => {
    const team = row<{ name: string; story: string; profile_image: string }>(
      'SELECT name, story, profile_image FROM teams WHERE id = 1',
    );
    const tags = metaTags((await new Client(t).page('/team/1/')).html);
    expect(tags).toMatchObject({
      'og:title': team.name,
      'og:description': plainText(team.story),
      'og:url': `${ORIGIN}${BASE}/team/1/`,
      'og:image': `${ORIGIN}${team.profile_image}`,
      'twitter:title': team.name,
    });
  });

  it('a missing fundraiser falls back to the campaign card', async () => {
    const tags = metaTags((await new Client(t).page('/fundraiser/999999/')).html);
    expect(tags['og:title']).toBe('Run for Clean Water');
    expect(tags['og:url']).toBe(`${ORIGIN}${BASE}/`);
  });

  it('a hostile name and story stay inside their attributes, the story as plain text', async () => {
    const before = row<{ name: string; story: string }>('SELECT name, story FROM fundraisers WHERE id = 2');
    const hostile = `"><script>alert(1)</script>&amp; 'x'`;
    stmt(t.host.db, 'UPDATE fundraisers SET name = ?, story = ? WHERE id = 2').run(
      hostile,
      '<p>Run <strong>with</strong> me &amp; <img src=x onerror=alert(2)>friends</p>',
    );
    try {
      const { html } = await new Client(t).page('/fundraiser/2/');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toContain('<script>alert');
      expect(head).not.toContain('<img');
      expect(head).toContain(
        '<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;amp; &#39;x&#39;">',
      );
      const tags = metaTags(html);
      expect(tags['og:title']).toBe(hostile);
      expect(tags['twitter:title']).toBe(hostile);
      expect(tags['og:description']).toBe('Run with me & friends');
    } finally {
      stmt(t.host.db, 'UPDATE fundraisers SET name = ?, story = ? WHERE id = 2').run(before.name, before.story);
    }
  });
});

describe('socialMeta / socialTags', () => {
  const campaign = {
    campaign_title: 'Run',
    campaign_url: 'https://example.org/run',
    campaign_image: '',
    short_desc: 'Lace up.',
  };

  it('without any picture: a summary card and no image tags', () => {
    const tags = socialTags(socialMeta([['campaign', campaign]], 'https://example.org'));
    expect(tags).toContain('<meta name="twitter:card" content="summary">');
    expect(tags).not.toContain('og:image');
    expect(tags).not.toContain('twitter:image');
  });

  it('a fundraiser without a photo or story takes the campaign cover and description', () => {
    const meta = socialMeta(
      [
        ['campaign', { ...campaign, campaign_image: '/uploads/cover.jpg' }],
        ['fundraiser', { id: 7, fundraiser_name: 'Jane', profile_image: '', story: '  <p></p> ' }],
      ],
      'https://example.org',
    );
    expect(meta).toEqual({
      title: 'Jane',
      description: 'Lace up.',
      image: 'https://example.org/uploads/cover.jpg',
      url: 'https://example.org/run/fundraiser/7/',
      siteName: 'Run',
    });
  });

  it.each([
    ['<p>Hello&nbsp;<b>world</b></p>', 'Hello world'],
    ['a &lt;b&gt; &#39;c&#39; &#x1F436; &bogus;', "a <b> 'c' 🐶 &bogus;"],
    ['one<!-- a <b>comment</b> -->two', 'one two'],
  ])('plainText(%j) = %j', (html, expected) => {
    expect(plainText(html)).toBe(expected);
  });

  it('cuts a long story at a word, by code point, with an ellipsis', () => {
    const story = `${'🐶 word '.repeat(60)}`;
    const out = plainText(story);
    expect(Array.from(out).length).toBeLessThanOrEqual(300);
    expect(out.endsWith('word…') || out.endsWith('🐶…')).toBe(true);
    expect(out).not.toMatch(/[\uD800-\uDBFF]…$/);
  });
});
