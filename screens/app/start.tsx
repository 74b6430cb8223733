import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { __, setI18nSource, setNumberLocale, type I18nFunctions } from '../../design-system';
import { App } from './App';
import { formatHostDataProblems, readHostData } from './hostData';
import { errorText, showPlainError } from './plainError';

declare global {
  interface Window {
    GiveP2P?: unknown;
    wp?: { i18n?: Partial<I18nFunctions> };
  }
}

const MOUNT_ID = 'p2p-app';

// Shown only when the page data is broken: kept out of the first-load bytes of every healthy page.
const StartupError = lazy(() => import('./StartupError').then((module) => ({ default: module.StartupError })));

const couldNotStart = () => __('The fundraising page could not start.');

function start() {
  setI18nSource(window.wp?.i18n);
  const container = document.getElementById(MOUNT_ID);
  const result = readHostData(container, window.GiveP2P);
  if (result.ok) setNumberLocale(result.data.config.intlLocale);
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
          <App hostData={result.data} />
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

start();
