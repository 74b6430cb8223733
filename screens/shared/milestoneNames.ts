import { __, formatPercentage, sprintf } from '../../design-system';
import type { MilestoneKey } from '../api/milestones';

/** Each milestone's name (called at render: the strings need the loaded locale). */
export function milestoneName(key: MilestoneKey): string {
  switch (key) {
    case 'first-gift':
      return __('First gift');
    case '25':
    case '50':
    case '75':
      return sprintf(
        /* translators: %s: a share of the fundraising goal, e.g. 25% */ __('%s of the goal'),
        formatPercentage(Number(key)),
      );
    case '100':
      return __('Goal reached');
    case 'ten-donors':
      return __('Ten donors');
    case 'first-share':
      return __('First share');
  }
}
