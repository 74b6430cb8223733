/** The team wizard's hash addresses (the plugin's own: `#/create-team`, `#/add-team-captain-12`, …). */
export const teamWizardPaths = {
  list: () => '/',
  create: () => '/create-team',
  edit: (teamId: number) => `/edit-team-${teamId}`,
  captain: (teamId: number) => `/add-team-captain-${teamId}`,
  invite: (teamId: number) => `/invite-team-members-${teamId}`,
  done: (teamId: number) => `/team-created-${teamId}`,
};

/** A route parameter as a team id: a positive whole number, or undefined (then the page says the team is unknown). */
export function toTeamId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
