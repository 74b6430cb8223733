/** `https://site/campaign/run/team/3/` from the campaign's absolute URL; '' when the campaign URL is not absolute. */
export function publicPageUrl(campaignUrl: string, kind: 'team' | 'fundraiser', id: number): string {
  try {
    const base = new URL(campaignUrl.endsWith('/') ? campaignUrl : `${campaignUrl}/`);
    return new URL(`${kind}/${id}/`, base).toString();
  } catch {
    return '';
  }
}
