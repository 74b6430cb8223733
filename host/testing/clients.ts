import { Client, type TestHost } from './harness.ts';

/*
 * More clients on a test file's host (hostPerFile's `t`) and a call's answer read as JSON: the extension's API
 * tests each need a second person (another fundraiser, a visitor) beside the file's own client.
 */

/** A client signed in as `login` (an email or user name of the seed). */
export async function signedIn(t: TestHost, login: string): Promise<Client> {
  const client = new Client(t);
  await client.login(login);
  return client;
}

/** A client that has only opened the home page (a visitor with a nonce and no session). */
export async function visitor(t: TestHost): Promise<Client> {
  const client = new Client(t);
  await client.page('/');
  return client;
}

/** A call's status and JSON body. */
export async function answer(res: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
