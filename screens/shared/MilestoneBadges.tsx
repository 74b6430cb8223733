import { __, LineIcon, VisuallyHidden } from '../../design-system';
import { MILESTONE_KEYS, type MilestoneKey } from '../api/milestones';
import { badge, disc, icon, list } from './MilestoneBadges.css';
import { milestoneName } from './milestoneNames';

/** Drawings on a 24-unit grid; fills (the pie's slice) are marked, everything else is stroked. */
const DRAWINGS: Record<MilestoneKey, { line: string; fill?: string }> = {
  'first-gift': { line: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7C10 3 6 4 7.5 7M12 7c2-4 6-3 4.5 0' },
  '25': { line: 'M12 4a8 8 0 1 1 0 16 8 8 0 0 1 0-16z', fill: 'M12 12V4a8 8 0 0 1 8 8z' },
  '50': { line: 'M12 4a8 8 0 1 1 0 16 8 8 0 0 1 0-16z', fill: 'M12 12V4a8 8 0 0 1 0 16z' },
  '75': { line: 'M12 4a8 8 0 1 1 0 16 8 8 0 0 1 0-16z', fill: 'M12 12V4a8 8 0 1 1-8 8z' },
  '100': { line: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8M10 17h4' },
  'ten-donors': {
    line: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M18 14a5 5 0 0 1 3 6',
  },
  'first-share': { line: 'M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6' },
};

export interface MilestoneBadgesProps {
  /** The milestones earned (the dashboard's or the public page's keys). */
  earned: readonly MilestoneKey[];
  /**
   * The dashboard's view: every milestone, earned or not yet (a filled disc or a dashed outline, and the state
   * in words for screen readers). Default: the earned ones only, as the public page shows them.
   */
  all?: boolean | undefined;
  /** With `all`: leave out the first share (the host does not record shares, so it could never be earned). */
  withoutShares?: boolean | undefined;
  /** The list's accessible name; default 'Milestones'. */
  label?: string | undefined;
}

/**
 * Milestone badges: a list of the names with a drawing each (SVG, no emoji: WordPress's emoji script would
 * swap emoji for images). Nothing at all when there is no badge to show. Light on purpose: the public fundraiser
 * page loads it with its first screen.
 */
export function MilestoneBadges({ earned, all = false, withoutShares = false, label }: MilestoneBadgesProps) {
  const shown = MILESTONE_KEYS.filter((key) =>
    all ? !(withoutShares && key === 'first-share') : earned.includes(key),
  );
  if (shown.length === 0) return null;
  return (
    <ul className={list} aria-label={label ?? __('Milestones')}>
      {shown.map((key) => {
        const isEarned = earned.includes(key);
        const drawing = DRAWINGS[key];
        return (
          <li key={key} className={badge} data-state={isEarned ? 'earned' : 'not-yet'} data-milestone={key}>
            <span className={disc}>
              <LineIcon className={icon}>
                <path d={drawing.line} />
                {drawing.fill ? <path d={drawing.fill} fill="currentColor" stroke="none" /> : null}
              </LineIcon>
            </span>
            <span>
              {milestoneName(key)}
              {all ? <VisuallyHidden> {isEarned ? __('(earned)') : __('(not yet earned)')}</VisuallyHidden> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
