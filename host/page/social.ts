import { escapeHtml } from './escape.ts';
import type { PageData } from './data.ts';

/**
 * What a link to a page unfurls as in chat apps and social networks (Open Graph, Twitter cards): the
 * fundraiser's or team's own name, story and face on their pages, the campaign's everywhere else.
 */
export interface SocialMeta {
  title: string;
  /** Plain text: no tags, no entities. */
  description: string;
  /** Absolute URL, or '' when the page has no picture. */
  image: string;
  /** The page the card describes (absolute). */
  url: string;
  siteName: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const MAX_DESCRIPTION = 300;

/** A story or description (HTML from an editor) as the plain text a card shows, cut at a word near 300 chars. */
export function plainText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text); // by code point: never half an emoji
  if (chars.length <= MAX_DESCRIPTION) return text;
  const cut = chars.slice(0, MAX_DESCRIPTION - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_DESCRIPTION / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function field(data: PageData, name: string): Record<string, unknown> | undefined {
  const entry = data.find(([key]) => key === name);
  const value = entry?.[1];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The campaign title as stored: a string, or the list of its translations' parts (the last is shown). */
function campaignTitle(value: unknown): string {
  if (Array.isArray(value)) return text(value[value.length - 1]);
  return text(value);
}

function absolute(url: string, origin: string): string {
  if (!url) return '';
  try {
    return new URL(url, origin).href;
  } catch {
    return '';
  }
}

/**
 * The card for a page, read from its data-* attributes: a fundraiser's (name, story, photo) on
 * /fundraiser/{id}/…, a team's on /team/{id}/…, the campaign's (title, short description, cover) on every
 * other page. Missing pictures or stories fall back to the campaign's.
 */
export function socialMeta(data: PageData, origin: string): SocialMeta {
  const campaign = field(data, 'campaign') ?? {};
  const siteName = campaignTitle(campaign.campaign_title);
  const campaignUrl = absolute(`${text(campaign.campaign_url) || text(campaign.base_url)}/`, origin);
  const cover = absolute(text(campaign.campaign_image), origin);
  const campaignDescription = plainText(text(campaign.short_desc));
  const fundraiser = field(data, 'fundraiser');
  const team = field(data, 'team');
  const entity = fundraiser
    ? { name: text(fundraiser.fundraiser_name), path: `fundraiser/${Number(fundraiser.id)}/`, page: fundraiser }
    : team
      ? { name: text(team.name), path: `team/${Number(team.id)}/`, page: team }
      : null;
  if (!entity) {
    return { title: siteName, description: campaignDescription, image: cover, url: campaignUrl, siteName };
  }
  return {
    title: entity.name || siteName,
    description: plainText(text(entity.page.story)) || campaignDescription,
    image: absolute(text(entity.page.profile_image), origin) || cover,
    url: new URL(entity.path, campaignUrl).href,
    siteName,
  };
}

/** The <meta> tags for a card, every value escaped for a double-quoted attribute. */
export function socialTags(meta: SocialMeta): string {
  const tags: Array<[attribute: 'property' | 'name', key: string, content: string]> = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', meta.siteName],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url],
  ];
  if (meta.image) tags.push(['property', 'og:image', meta.image], ['property', 'og:image:alt', meta.title]);
  tags.push(
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  );
  if (meta.image) tags.push(['name', 'twitter:image', meta.image], ['name', 'twitter:image:alt', meta.title]);
  return tags
    .filter(([, , content]) => content !== '')
    .map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">\n`)
    .join('');
}
