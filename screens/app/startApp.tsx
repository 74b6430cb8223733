import { lazy, type ReactNode, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { setI18nSource, setNumberLocale, type I18nFunctions } from '../../design-system';
import { formatHostDataProblems, type HostDataProblem } from './hostData';
import { errorText, showPlainError } from './plainError';

declare global {
  interface Window {
    GiveP2P?: unknown;
    wp?: { i18n?: Partial<I18nFunctions> };
  }
}

// Shown only when the page data is broken: kept out of the first-load bytes of every healthy page.
const StartupError = lazy(() => import('./StartupError').then((module) => ({ default: module.StartupError })));

type ReadResult<Data> = { ok: true; data: Data } | { ok: false; problems: HostDataProblem[] };

export interface StartOptions<Data> {
  mountId: string;
  /** Reads and checks the mount element's data-* attributes and window.GiveP2P. */
  read: (element: Element | null, config: unknown) => ReadResult<Data>;
  /** The Intl locale for numbers, from the host data. */
  numberLocale: (data: Data) => string;
  render: (data: Data) => ReactNode;
  /**
   * What the first render waits for (at most FIRST_RENDER_WAIT_MS; a failure is the app's to show): the landing
   * page's code, so the first paint is the page and not the shell with a spinner.
   */
  beforeRender?: (data: Data) => Promise<unknown>;
  /** The visitor's one-line explanation when the app cannot start at all (translated at call time). */
  couldNotStart: () => string;
}

/**
 * Starts an app (visitor or admin) on its mount element: translations from WordPress's wp.i18n, numbers in the
 * host's locale, the app when the host data holds, else the start-up error naming each broken value. When React
 * itself cannot start (no mount element, or an error no boundary caught) it says so in plain DOM.
 */
/** A slow chunk gets the shell and its spinner after this long, as without the wait. */
const FIRST_RENDER_WAIT_MS = 3000;

export function startApp<Data>({
  mountId,
  read,
  numberLocale,
  render,
  beforeRender,
  couldNotStart,
}: StartOptions<Data>): void {
  setI18nSource(window.wp?.i18n);
  const container = document.getElementById(mountId);
  const result = read(container, window.GiveP2P);
  if (result.ok) setNumberLocale(numberLocale(result.data));
  if (!container) {
    showPlainError(null, couldNotStart(), formatHostDataProblems(result.ok ? [] : result.problems));
    return;
  }
  if (result.ok && beforeRender) {
    const mountNow = () => mount(container, result, render, couldNotStart);
    Promise.race([beforeRender(result.data), new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).then(
      mountNow,
      mountNow,
    );
    return;
  }
  mount(container, result, render, couldNotStart);
}

function mount<Data>(
  container: HTMLElement,
  result: ReadResult<Data>,
  render: (data: Data) => ReactNode,
  couldNotStart: () => string,
): void {
  try {
    const root = createRoot(container, {
      // An error no boundary caught (a provider above the app's own boundary) unmounts React: say why.
      onUncaughtError: (error) => showPlainError(container, couldNotStart(), [errorText(error)]),
    });
    root.render(
      <StrictMode>
        {result.ok ? (
          render(result.data)
        ) : (
          <Suspense fallback={null}>
            <StartupError problems={result.problems} />
          </Suspense>
        )}
      </StrictMode>,
    );
  } catch (error) {
    showPlainError(container, couldNotStart(), [errorText(error)]);
  }
}
