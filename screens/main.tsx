import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { setI18nSource, type I18nFunctions } from '../design-system';
import { App } from './app/App';
import { formatHostDataProblems, readHostData } from './app/hostData';

declare global {
  interface Window {
    GiveP2P?: unknown;
    wp?: { i18n?: Partial<I18nFunctions> };
  }
}

const MOUNT_ID = 'p2p-app';

// Shown only when the page data is broken: kept out of the first-load bytes of every healthy page.
const StartupError = lazy(() => import('./app/StartupError').then((module) => ({ default: module.StartupError })));

/** If React itself cannot start, say so in plain DOM rather than leave an empty box. */
function showPlainError(container: Element | null, lines: string[]) {
  const target = container ?? document.body;
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.textContent = 'The fundraising page could not start.';
  box.append(title);
  for (const line of lines) {
    const item = document.createElement('p');
    item.textContent = line;
    box.append(item);
  }
  target.replaceChildren(box);
}

function start() {
  setI18nSource(window.wp?.i18n);
  const container = document.getElementById(MOUNT_ID);
  const result = readHostData(container, window.GiveP2P);
  if (!container) {
    showPlainError(null, formatHostDataProblems(result.ok ? [] : result.problems));
    return;
  }
  try {
    const root = createRoot(container, {
      // An error no boundary caught (a provider above the app's own boundary) unmounts React: say why.
      onUncaughtError: (error) => showPlainError(container, [error instanceof Error ? error.message : String(error)]),
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
    showPlainError(container, [error instanceof Error ? error.message : String(error)]);
  }
}

start();
