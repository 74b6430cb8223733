import type { FundraiserDashboard } from '../../api/getFundraiserDashboard';

/** Ready-to-send asks (email, SMS/WhatsApp, social post) with the page link. Placeholder until built. */
export function AskKit(_props: { dashboard: FundraiserDashboard }) {
  return null;
}
