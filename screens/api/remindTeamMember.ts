import * as v from 'valibot';
import type { ApiContextValue } from './ApiContext';
import { doneAt, maybeTime } from './doneAt';

export const REMIND_TEAM_MEMBER = 'remind-team-member';

/** At most this many characters in a reminder's message (the host refuses longer ones with invalid_message). */
export const REMINDER_MAX_LENGTH = 2000;

const schema = v.looseObject({ data: v.optional(v.nullable(v.looseObject({ reminded_at: maybeTime })), null) });

/**
 * Mails a team member a reminder from their captain (fundraising-tools extension). The host allows one per member
 * a day: a 429 `recently_reminded` carries a sentence saying when the next is possible, shown as it is.
 * Answers when the reminder went out (the time of the call when the host leaves it out).
 */
export async function remindTeamMember(
  { client }: ApiContextValue,
  teamId: number,
  fundraiserId: number,
  message?: string,
): Promise<{ reminded_at: string }> {
  const trimmed = message?.trim();
  const { data } = await client.request(REMIND_TEAM_MEMBER, {
    method: 'POST',
    body: trimmed
      ? { team_id: teamId, fundraiser_id: fundraiserId, message: trimmed }
      : { team_id: teamId, fundraiser_id: fundraiserId },
    schema,
  });
  return { reminded_at: doneAt(data?.reminded_at) };
}
