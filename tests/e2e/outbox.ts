import type { APIRequestContext } from '@playwright/test';

/** A mail in the reference host's demo outbox (/__test__/outbox). */
export interface OutboxMail {
  kind: string;
  to_email: string;
  from_name?: string | null;
  subject: string;
  body: string;
}

/** The outbox's mails of one kind, to one address when given, oldest first as the host lists them. */
export async function outboxMails(request: APIRequestContext, kind: string, email?: string): Promise<OutboxMail[]> {
  const outbox = (await (await request.get('/__test__/outbox')).json()) as { data: OutboxMail[] };
  return outbox.data.filter((mail) => mail.kind === kind && (email === undefined || mail.to_email === email));
}
