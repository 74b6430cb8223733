/** The captain's view of their team: members, reminders, invitations, removal. Placeholder until built. */
export function CaptainView(_props: { teamId: number; teamName: string }) {
  return null;
}
