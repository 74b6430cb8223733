import { __, formatMoney, ltr, sprintf } from '../../../design-system';
import { MAX_GOAL, parseWholeAmount, validationMessages } from '../../forms';
import type { TeamProfileValues } from '../../team-form/TeamProfileFields';
import type { AdminTeam } from '../api/adminGetTeam';
import type { AdminTeamProfile } from '../api/adminTeamProfile';
import type { AdminCampaign, AdminConfig } from '../app/adminHostData';

/** The profile step's values as typed; a failed save keeps all of them (the chosen image too). */
export interface AdminTeamFormValues extends TeamProfileValues {
  notifyOfDonations: boolean;
}

type MoneyConfig = Pick<AdminConfig, 'thousandsSeparator' | 'decimalSeparator' | 'currencySymbol' | 'currencyPosition'>;

/** An amount as the site writes it, without the symbol ('1,250,000'), so the field shows what parseGoal reads. */
export function goalText(goal: number, config: MoneyConfig): string {
  return goal > 0 ? formatMoney(goal, { ...config, currencySymbol: '' }).trim() : '';
}

/** Create: the campaign's team goal and story placeholder, public, donations notified. */
export function createTeamValues(
  campaign: Pick<AdminCampaign, 'team_goal' | 'team_story_placeholder'>,
  config: MoneyConfig,
): AdminTeamFormValues {
  return {
    name: '',
    story: campaign.team_story_placeholder,
    goal: goalText(campaign.team_goal, config),
    access: 'public',
    image: [],
    notifyOfDonations: true,
  };
}

/** Edit: the team as admin-get-team answers it. */
export function editTeamValues(team: AdminTeam, config: MoneyConfig): AdminTeamFormValues {
  return {
    name: team.name,
    story: team.story,
    goal: goalText(team.goal, config),
    access: team.access,
    image: [],
    notifyOfDonations: team.notify_of_donations,
  };
}

/** The goal in whole units, read with the site's separators; null when it is not a whole amount. */
export function parseGoal(text: string, config: MoneyConfig): number | null {
  // An admin may paste an amount with its symbol ('$1,250,000'); the symbol says nothing about the number.
  const symbol = config.currencySymbol.trim();
  return parseWholeAmount(symbol ? text.split(symbol).join('') : text, config);
}

/** The goal field's rule: required, a whole amount above zero in the site's format. */
export function checkAdminGoal(text: string, config: MoneyConfig): string | null {
  if (text.trim() === '') return validationMessages.goalRequired();
  const goal = parseGoal(text, config);
  if (goal === null || goal <= 0) {
    /* translators: %s: an example amount in the site's format, like 1,250,000 */
    return sprintf(
      /* translators: %s: an example amount, formatted with the currency */ __(
        'Enter the goal as a whole amount, like %s',
      ),
      ltr(goalText(1_250_000, config)),
    );
  }
  return checkAdminGoalLimit(text, config);
}

/** What crosses the wire; call after the form's rules passed (an unreadable goal would be a programming error). */
export function toAdminTeamProfile(values: AdminTeamFormValues, config: MoneyConfig): AdminTeamProfile {
  const goal = parseGoal(values.goal, config);
  if (goal === null) throw new Error(checkAdminGoal(values.goal, config) ?? 'Unreadable goal');
  return {
    name: values.name.trim(),
    story: values.story,
    goal,
    access: values.access,
    notifyOfDonations: values.notifyOfDonations,
    file: values.image[0] ?? null,
  };
}

/** Only the goal's upper limit (the server's MAX_GOAL), for marking the field as it is typed; null otherwise. */
export function checkAdminGoalLimit(text: string, config: MoneyConfig): string | null {
  const goal = parseGoal(text, config);
  return goal !== null && goal > MAX_GOAL ? validationMessages.goalTooLarge(goalText(MAX_GOAL, config)) : null;
}
