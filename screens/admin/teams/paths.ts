/** The teams screen's hash routes (the wizard pages belong to the team wizard, screens/admin/team-wizard). */
export const teamPaths = {
  list: () => '/',
  create: () => '/create-team',
  edit: (teamId: number) => `/edit-team-${teamId}`,
  addCaptain: (teamId: number) => `/add-team-captain-${teamId}`,
  invite: (teamId: number) => `/invite-team-members-${teamId}`,
};
