import type { Session, SessionUser } from '../auth/session.ts';
import { isAdministrator } from '../model/users.ts';
import type { ApiCall, ApiHandler, ApiRoute } from './call.ts';
import { forbidden, notLoggedIn } from './errors.ts';

/**
 * The one capability every admin call needs, reads included: the administrator role. Logged out → 401
 * rest_not_logged_in; any other role → 403 rest_forbidden. (The plugin let any contributor write and anyone read.)
 */
export function requireAdmin(session: Session | null): SessionUser {
  if (!session) throw notLoggedIn();
  if (!isAdministrator(session.user)) throw forbidden();
  return session.user;
}

/** An admin route: the guard runs before the handler reads a single parameter. */
export function adminRoute(
  method: ApiRoute['method'],
  handler: (call: ApiCall, admin: SessionUser) => unknown,
): ApiRoute {
  const guarded: ApiHandler = (call) => handler(call, requireAdmin(call.session));
  return { method, handler: guarded };
}
