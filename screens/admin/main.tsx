import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { setI18nSource } from '../../design-system';
import { formatHostDataProblems } from '../app/hostData';
import { AdminApp } from './app/AdminApp';
import { ADMIN_MOUNT_ID, readAdminHostData } from './app/readAdminHostData';

// Shown only when the page data is broken: kept out of the first-load bytes of every healthy page.
const StartupError = lazy(() => import('../app/StartupError').then((module) => ({ default: module.StartupError })));

/** If React itself cannot start, say so in plain DOM rather than leave an empty box. */
function showPlainError(container: Element | null, lines: string[]) {
  const target = container ?? document.body;
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.textContent = 'The peer-to-peer admin screen could not start.';
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
  const container = document.getElementById(ADMIN_MOUNT_ID);
  const result = readAdminHostData(container, window.GiveP2P);
  if (!container) {
    showPlainError(null, formatHostDataProblems(result.ok ? [] : result.problems));
    return;
  }
  try {
    const root = createRoot(container, {
      onUncaughtError: (error) => showPlainError(container, [error instanceof Error ? error.message : String(error)]),
    });
    root.render(
      <StrictMode>
        {result.ok ? (
          <AdminApp admin={result.data} />
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
