import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { __, setI18nSource, setNumberLocale } from '../../../design-system';
import { toIntlLocale } from '../../app/hostConfig';
import { formatHostDataProblems } from '../../app/hostData';
import { AdminApp } from './AdminApp';
import { ADMIN_MOUNT_ID, readAdminHostData } from './readAdminHostData';
import { errorText, showPlainError } from '../../app/plainError';

// Shown only when the page data is broken: kept out of the first-load bytes of every healthy page.
const StartupError = lazy(() => import('../../app/StartupError').then((module) => ({ default: module.StartupError })));

const couldNotStart = () => __('The peer-to-peer admin screen could not start.');

function start() {
  setI18nSource(window.wp?.i18n);
  const container = document.getElementById(ADMIN_MOUNT_ID);
  const result = readAdminHostData(container, window.GiveP2P);
  if (result.ok) setNumberLocale(toIntlLocale(result.data.config.locale));
  if (!container) {
    showPlainError(null, couldNotStart(), formatHostDataProblems(result.ok ? [] : result.problems));
    return;
  }
  try {
    const root = createRoot(container, {
      onUncaughtError: (error) => showPlainError(container, couldNotStart(), [errorText(error)]),
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
    showPlainError(container, couldNotStart(), [errorText(error)]);
  }
}

start();
