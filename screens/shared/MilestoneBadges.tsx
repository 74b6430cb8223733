import type { MilestoneKey } from '../api/getFundraiserDashboard';

/** Earned milestone badges (dashboard and, where the fundraiser allows, the public page). Placeholder. */
export function MilestoneBadges(_props: { earned: readonly MilestoneKey[] }) {
  return null;
}
