import { beforeAll, describe, expect, it } from 'vitest';
import { Client, hostPerFile } from '../testing/harness.ts';
import { ADMIN_ROUTES } from './routes.ts';

const { t, client: guest } = hostPerFile();
const subscriber = new Client(t);
const fundraiser = new Client(t);
const admin = new Client(t);

beforeAll(async () => {
  await subscriber.login('noprofile@example.org');
  await fundraiser.login('captain@example.org');
  await admin.login('admin@example.org');
});

const NAMES = Object.keys(ADMIN_ROUTES).sort();

/** The call with no parameters, as its method wants (GET query or an empty JSON body). */
function call(c: Client, name: string): Promise<Response> {
  const route = ADMIN_ROUTES[name];
  return route?.method === 'POST' ? c.api(name, { json: {} }) : c.api(name);
}

describe('every admin call needs the administrator role', () => {
  it('covers the whole contract', () => {
    expect(NAMES).toEqual(
      [
        'admin-add-team-captain',
        'admin-add-wp-user',
        'admin-create-fundraiser',
        'admin-create-team',
        'admin-send-team-invitation-emails',
        'admin-update-fundraiser',
        'admin-update-team',
        'admin-update-team-captain',
        'clone-campaign',
        'delete-fundraiser-strategy',
        'delete-team-strategy',
        'export-campaign-csv',
        'get-campaigns',
        'get-delete-fundraiser-strategy',
        'get-delete-team-strategy',
        'get-fundraiser',
        'get-team-fundraisers',
        'get-teams',
        'update-fundraiser-approval',
        'update-team-approval',
      ].sort(),
    );
  });

  it.each(NAMES)('%s: logged out → 401 rest_not_logged_in', async (name) => {
    const res = await call(guest, name);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      code: 'rest_not_logged_in',
      message: 'You must be logged in to do that.',
      data: { status: 401 },
    });
  });

  it.each(NAMES)('%s: a subscriber and a fundraiser → 403 rest_forbidden', async (name) => {
    for (const c of [subscriber, fundraiser]) {
      const res = await call(c, name);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        code: 'rest_forbidden',
        message: 'Sorry, you are not allowed to do that.',
        data: { status: 403 },
      });
    }
  });

  it.each(NAMES)('%s: an administrator gets past the guard', async (name) => {
    const res = await call(admin, name);
    expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });

  it('a wrong REST nonce is refused before any admin call runs', async () => {
    const res = await admin.api('get-campaigns', { nonce: 'nope' });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('rest_cookie_invalid_nonce');
  });
});
