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
  /** The visitor's one-line explanation when the app cannot start at all (translated at call time). */
  couldNotStart: () => string;
}

/**
 * Starts an app (visitor or admin) on its mount element: translations from WordPress's wp.i18n, numbers in the
 * host's locale, the app when the host data holds, else the start-up error naming each broken value. When React
 * itself cannot start (no mount element, or an error no boundary caught) it says so in plain DOM.
 */
export function startApp<Data>({ mountId, read, numberLocale, render, couldNotStart }: StartOptions<Data>): void {
  setI18nSource(window.wp?.i18n);
  const container = document.getElementById(mountId);
  const result = read(container, window.GiveP2P);
  if (result.ok) setNumberLocale(numberLocale(result.data));
  if (!container) {
    showPlainError(null, couldNotStart(), formatHostDataProblems(result.ok ? [] : result.problems));
    return;
  }
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
