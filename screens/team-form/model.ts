import { __, isValidEmail } from '../../design-system';
import type { Campaign, Team } from '../api/entities';
import type { TeamFields } from '../api/teamForm';
import { editableStory } from '../shared/storyText';
import type { TeamProfileValues } from './TeamProfileFields';

/** What the team form holds while the captain types; files stay here so a failed save keeps them. */
export interface TeamFormValues extends TeamProfileValues {
  /** As typed: checked as a whole number by the goal rule, sent as typed (trimmed). */
  goal: string;
  emails: string[];
}

/** The create form's starting values (SPEC 5): goal from team_goal, story from team_story_placeholder, public. */
export function createTeamDefaults(campaign: Pick<Campaign, 'team_goal' | 'team_story_placeholder'>): TeamFormValues {
  return {
    name: '',
    story: campaign.team_story_placeholder,
    goal: campaign.team_goal > 0 ? String(campaign.team_goal) : '',
    access: 'public',
    emails: [],
    image: [],
  };
}

/** The update form starts from the team as the page carries it; empty story or goal fall back like the create form. */
export function updateTeamDefaults(
  team: Pick<Team, 'name' | 'story' | 'goal' | 'access'>,
  campaign: Pick<Campaign, 'team_goal' | 'team_story_placeholder'>,
): TeamFormValues {
  const created = createTeamDefaults(campaign);
  return {
    ...created,
    name: team.name,
    story: editableStory(team.story) !== '' ? editableStory(team.story) : created.story,
    goal: team.goal > 0 ? String(team.goal) : created.goal,
    access: team.access,
  };
}

/** The multipart fields of create-team / update-team (campaign_id and team_id are added by the API module). */
export function toTeamFields(values: TeamFormValues): TeamFields {
  return {
    name: values.name.trim(),
    story: values.story,
    goal: values.goal.trim(),
    access: values.access,
    emails: values.emails,
    file: values.image[0] ?? null,
  };
}

/** The invite list passes when every address passes the design system's SPEC 5 email rule. */
export function checkInviteEmails(emails: readonly string[]): string | null {
  return emails.every(isValidEmail) ? null : __('Correct or remove the invalid email addresses before saving.');
}

/** The form's states of SPEC 4 ('The create-team form has the states idle, saving and error'). */
export type TeamFormState = 'idle' | 'saving' | 'error';

export function teamFormState(submitting: boolean, formError: string | null): TeamFormState {
  if (submitting) return 'saving';
  return formError ? 'error' : 'idle';
}
