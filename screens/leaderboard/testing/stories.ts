import type { StoryAnswer } from '../../app/testing/PageStory';
import { leaderboardBody } from './fakeLeaderboard';

/** Answers of a story's fake server for one leaderboard endpoint, by the state the story shows. */
export function leaderboardAnswer(
  kind: 'team' | 'fundraiser',
  state: 'loaded' | 'loading' | 'searching' | 'empty' | 'error',
): (url: URL) => StoryAnswer {
  return (url) => {
    switch (state) {
      case 'loaded':
        return { body: leaderboardBody(kind, url, 40) };
      case 'loading':
        return { pending: true };
      case 'searching':
        // Page 1 answers; the search the play function types never does, so the kept page shows busy.
        return (url.searchParams.get('search') ?? '') === ''
          ? { body: leaderboardBody(kind, url, 40) }
          : { pending: true };
      case 'empty':
        return { body: { data: [], total: 0, count: 0 } };
      case 'error':
        return {
          body: { code: 'internal_server_error', message: 'Internal Server Error', data: { status: 500 } },
          status: 500,
        };
    }
  };
}
