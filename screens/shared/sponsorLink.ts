import { externalHttpUrl } from './safeUrl';

/** How campaign.sponsor_linking asks sponsor logos to link (SPEC 2). */
export type SponsorLinkMode = 'none' | 'nofollow' | 'external';

export function sponsorLinkMode(setting: string): SponsorLinkMode {
  const value = setting.trim().toLowerCase();
  if (value === 'disabled') return 'none';
  if (value === 'nofollow') return 'nofollow';
  return 'external';
}

export interface SponsorAnchor {
  href: string;
  rel: string;
  target: '_blank';
}

/**
 * The anchor attributes of a sponsor, or null when it must not be a link: linking disabled, or a URL that
 * is not plain http(s) (javascript:, data:, vbscript:, relative junk).
 */
export function sponsorAnchor(setting: string, sponsorUrl: string): SponsorAnchor | null {
  const mode = sponsorLinkMode(setting);
  if (mode === 'none') return null;
  const href = externalHttpUrl(sponsorUrl);
  if (href === null) return null;
  return { href, target: '_blank', rel: mode === 'nofollow' ? 'nofollow noopener' : 'noopener noreferrer' };
}
