import type { FundraiserDashboard } from '../../api/getFundraiserDashboard';

/** Photo, story, first gift, first share, first five donors: ticked from the dashboard's data. Placeholder. */
export function FirstWeekChecklist(_props: { dashboard: FundraiserDashboard }) {
  return null;
}
