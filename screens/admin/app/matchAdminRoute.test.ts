import { describe, expect, it } from 'vitest';
import type { AdminRoute } from './adminRoute';
import { matchAdminRoute } from './matchAdminRoute';

const route = (path: string): AdminRoute => ({ path, element: () => path });
const routes = [route('/'), route('/create-team'), route('/edit-team-:teamId'), route('/a-:x-b-:y')];

describe('matchAdminRoute', () => {
  it.each([
    ['/', '/', {}],
    ['', '/', {}],
    ['/create-team', '/create-team', {}],
    ['/create-team/', '/create-team', {}],
    ['/edit-team-12', '/edit-team-:teamId', { teamId: '12' }],
    ['/edit-team-caf%C3%A9', '/edit-team-:teamId', { teamId: 'café' }],
    ['/a-1-b-2', '/a-:x-b-:y', { x: '1', y: '2' }],
  ])('%s → %s', (pathname, path, params) => {
    const match = matchAdminRoute(routes, pathname);
    expect(match?.route.path).toBe(path);
    expect(match?.params).toEqual(params);
  });

  it.each(['/edit-team-', '/edit-team-1/2', '/create-team-x', '/Create-team', '/nothing'])(
    '%s matches nothing',
    (pathname) => {
      expect(matchAdminRoute(routes, pathname)).toBeNull();
    },
  );

  it('treats the pattern as text apart from its parameters', () => {
    expect(matchAdminRoute([route('/a.b')], '/axb')).toBeNull();
  });
});
