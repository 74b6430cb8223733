import type { StoryAnswer } from '../../../app/testing/PageStory';

type AnswerFor = StoryAnswer | ((body: unknown) => StoryAnswer);

/**
 * A fake host for the captain's calls, by endpoint name, for stories: a JSON body with a status, a network
 * failure, or no answer at all (loading). A function answer gets the request's JSON body, for a write that
 * succeeds once and is refused after.
 */
export function captainServer(answers: Record<string, AnswerFor>): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const name = url.searchParams.get('rest_route')?.split('/').at(-1) ?? url.pathname.split('/').at(-1) ?? '';
    const entry = answers[name];
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = typeof entry === 'function' ? entry(body) : entry;
    if (!answer) {
      return new Response(JSON.stringify({ code: 'story_unhandled', message: `No story answer for ${name}` }), {
        status: 500,
      });
    }
    if ('pending' in answer) return new Promise<Response>(() => undefined);
    if ('error' in answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/** A refusal as WordPress sends it. */
export function refusal(status: number, code: string, message: string): StoryAnswer {
  return { status, body: { code, message, data: { status } } };
}
