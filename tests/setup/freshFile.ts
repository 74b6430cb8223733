import { afterAll, vi } from 'vitest';
import { cleanDocumentAttributes } from './cleanDocument';

// The `unit` project runs its files one after another in one jsdom per worker (vite.config.ts says why). Each file
// still starts as if it had the worker to itself: every module evaluated anew, ours and the packages' (the project
// inlines all dependencies, so SWR's cache and Radix's layer stacks are new too), and a page with nothing left on it
// by the file before.
vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  const globals = window as unknown as Record<string, unknown>;
  delete globals.GiveP2P;
  delete globals.wp;
  document.head.replaceChildren();
  document.body.replaceChildren();
  cleanDocumentAttributes();
});
