import { useMemo, type ReactNode } from 'react';
import { hostDataFixture } from '../../../app/testing/fixtures';
import { useToolbarLocale } from '../../../app/testing/toolbarLocale';
import { toIntlLocale } from '../../../app/hostConfig';
import type { HostData } from '../../../app/hostData';
import { ToolsHarness } from '../../ask-kit/testing/ToolsHarness';

/**
 * What the app shell gives the captain's view on /my-fundraising/ (host data, the client over a fake fetch, a
 * fresh read cache, a router: the sections' ToolsHarness with the captain's host data), for its tests and stories.
 */
export function CaptainHarness({
  fetch,
  hostData,
  children,
}: {
  fetch: typeof globalThis.fetch;
  hostData?: HostData;
  children: ReactNode;
}) {
  const toolbarLocale = useToolbarLocale();
  // Storybook's locale picker: the site settings of that language, as PageStory merges them.
  const host = useMemo(() => {
    const base = hostData ?? hostDataFixture();
    if (!toolbarLocale) return base;
    return { ...base, config: { ...base.config, ...toolbarLocale, intlLocale: toIntlLocale(toolbarLocale.locale) } };
  }, [hostData, toolbarLocale]);
  const settings = useMemo(() => ({ shouldRetryOnError: false, revalidateOnFocus: false, dedupingInterval: 0 }), []);
  return (
    <ToolsHarness fetch={fetch} hostData={host} swr={settings}>
      {children}
    </ToolsHarness>
  );
}
