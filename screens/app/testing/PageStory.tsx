import { useMemo, useState } from 'react';
import { createApiClient } from '../../api/client';
import { RenderEverything } from '../../shared/WhenNeeded';
import { App } from '../App';
import { memoryRouterAt } from './memoryRouter';
import { writeStepSet, type StepSetName } from '../wizard';
import type { HostData } from '../hostData';
import { useToolbarColors } from './toolbarColors';
import { useToolbarLocale } from './toolbarLocale';
import { toIntlLocale } from '../hostConfig';
import { visitorApiOptions } from '../apiOptions';

/** How the story's fake server answers one endpoint: a JSON body, an error, or never (loading state). */
export type StoryAnswer =
  | { body: unknown; status?: number; delayMs?: number }
  | { error: 'network' }
  | { pending: true };

export interface PageStoryProps {
  /** The route below the campaign base, e.g. '/team-leaderboard/?page=2'. */
  path: string;
  hostData: HostData;
  /** Answers by endpoint name (the last path segment of the call, e.g. 'get-campaign-teams-search'). */
  answers?: Record<string, StoryAnswer | ((url: URL) => StoryAnswer)>;
  /** The wizard's step set to put in sessionStorage before the page renders (else whatever is there). */
  stepSet?: StepSetName;
}

function storyFetch(answers: NonNullable<PageStoryProps['answers']>): typeof fetch {
  return async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const name = url.searchParams.get('rest_route')?.split('/').at(-1) ?? url.pathname.split('/').at(-1) ?? '';
    const entry = answers[name];
    const answer = typeof entry === 'function' ? entry(url) : entry;
    if (!answer)
      return new Response(JSON.stringify({ code: 'story_unhandled', message: `No story answer for ${name}` }), {
        status: 500,
      });
    if ('pending' in answer) return new Promise<Response>(() => undefined);
    if ('error' in answer) throw new TypeError('Failed to fetch');
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/**
 * The whole app at one route with host data and a fake server, for page stories and page tests: designers
 * see real pages without a host, and every state (loading, empty, error) is one answer away. The campaign
 * colours are the host data's until a designer picks a palette or a colour in Storybook's toolbar.
 */
export function PageStory({ path, hostData, answers = {}, stepSet }: PageStoryProps) {
  const client = useMemo(
    () => createApiClient({ ...visitorApiOptions(hostData.config), fetch: storyFetch(answers) }),
    [hostData, answers],
  );
  const router = useMemo(() => memoryRouterAt(`${hostData.campaign.base_url}${path}`), [hostData, path]);
  // Stories share one browser session: a story that shows a step indicator names its set, so it never
  // depends on what the previous story left behind.
  useState(() => {
    if (stepSet) writeStepSet(stepSet);
  });
  const toolbar = useToolbarColors();
  const toolbarLocale = useToolbarLocale();
  const shown = useMemo(() => {
    const campaign = toolbar
      ? { ...hostData.campaign, primary_color: toolbar.primary, secondary_color: toolbar.secondary }
      : hostData.campaign;
    const config = toolbarLocale
      ? { ...hostData.config, ...toolbarLocale, intlLocale: toIntlLocale(toolbarLocale.locale) }
      : hostData.config;
    return { ...hostData, campaign, config };
  }, [hostData, toolbar, toolbarLocale]);
  return (
    <RenderEverything>
      <App
        hostData={shown}
        client={client}
        router={router}
        swr={{ provider: () => new Map(), settings: { shouldRetryOnError: false, revalidateOnFocus: false } }}
      />
    </RenderEverything>
  );
}
