import { describe, expect, it } from 'vitest';
import { buildApiUrl } from './apiUrl';

const PRETTY = 'https://site.test/wp-json/give-api/v2/p2p-campaigns';
const PLAIN = 'https://site.test/?rest_route=/give-api/v2/p2p-campaigns';

// The common cases are in client.test.ts; these are the edges of a root or name written by hand.
describe('buildApiUrl edges', () => {
  it.each([
    ['a root with doubled trailing slashes', `${PRETTY}//`, 'get-team', `${PRETTY}/get-team`],
    ['a plain root with doubled trailing slashes', `${PLAIN}//`, 'get-team', `${PLAIN}/get-team`],
    ['a name with doubled leading slashes', PRETTY, '//get-team', `${PRETTY}/get-team`],
    ['a name with inner slashes', PRETTY, 'teams/4/members', `${PRETTY}/teams/4/members`],
    ['a plain root and a name with inner slashes', PLAIN, '/teams/4', `${PLAIN}/teams/4`],
  ])('%s', (_label, root, name, expected) => {
    expect(buildApiUrl(root, name)).toBe(expected);
  });

  it('leaves out unset values and sends booleans as 1 and 0', () => {
    expect(buildApiUrl(PRETTY, 'search', { a: null, b: undefined, open: true, closed: false, page: 0 })).toBe(
      `${PRETTY}/search?open=1&closed=0&page=0`,
    );
  });

  it('keeps a pretty root’s own query and adds to it', () => {
    expect(buildApiUrl(`${PRETTY}?lang=fr`, 'get-team')).toBe(`${PRETTY}/get-team?lang=fr`);
  });
});
