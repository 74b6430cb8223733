/** The captain step's values; both choices' fields stay in the form, so switching back loses nothing typed. */
export interface CaptainFormValues {
  choice: 'new' | 'member';
  firstName: string;
  lastName: string;
  email: string;
  /** The chosen member's fundraiser id, as the select's value ('' = none chosen). */
  memberId: string;
}

/** "An existing member" only counts while the team has members; otherwise it is always a new captain. */
export function captainChoice(choice: string, hasMembers: boolean): CaptainFormValues['choice'] {
  return hasMembers && choice === 'member' ? 'member' : 'new';
}
