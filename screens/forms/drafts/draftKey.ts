/** Every draft's sessionStorage key starts with this; sign-out removes them all by it. */
export const DRAFT_PREFIX = 'give-p2p:draft:';

export interface DraftScope {
  campaignId: number;
  /** Which form: 'register-individual', 'create-team', 'team-join'… */
  form: string;
  /** The fundraiser or team the form edits or joins; absent for a form that creates one. */
  entityId?: number | undefined;
  /** The signed-in user (0 or absent for a visitor), so one person's draft never shows for another. */
  userId?: number | undefined;
}

/** One key per campaign, form, entity and person: drafts never leak across forms, teams or people. */
export function draftKey({ campaignId, form, entityId, userId }: DraftScope): string {
  return `${DRAFT_PREFIX}${campaignId}:${form}:${entityId || 'new'}:${userId || 'guest'}`;
}
