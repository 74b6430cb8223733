import { __ } from '../../design-system';
import type { Fundraiser } from '../api/entities';
import { MilestoneBadges } from '../shared/MilestoneBadges';

/**
 * The milestones a fundraiser has earned, under their name on the public page, when the host sends them (it
 * does when it has the fundraising tools and the fundraiser shows them). Absent or empty: nothing.
 */
export function FundraiserMilestones({ fundraiser }: { fundraiser: Fundraiser }) {
  if (!fundraiser.milestones?.length) return null;
  return <MilestoneBadges earned={fundraiser.milestones} label={__('Milestones reached')} />;
}
