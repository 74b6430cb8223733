import * as v from 'valibot';

/** The milestones of the fundraising-tools extension (docs/fundraising-tools.md), in the order they are shown. */
export const MILESTONE_KEYS = ['first-gift', '25', '50', '75', '100', 'ten-donors', 'first-share'] as const;
export type MilestoneKey = (typeof MILESTONE_KEYS)[number];

/** Earned milestone keys; keys this client does not know are dropped. */
export const milestonesSchema = v.pipe(
  v.optional(v.nullable(v.array(v.string())), null),
  v.transform((keys) =>
    (keys ?? []).filter((key): key is MilestoneKey => (MILESTONE_KEYS as readonly string[]).includes(key)),
  ),
);
