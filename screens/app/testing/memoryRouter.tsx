import { useEffect, useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import type { AppRouterComponent } from '../AppRouter';

/** What a test reads of the in-memory location: every path visited (base included), and a way to move. */
export interface MemoryLocationProbe {
  history: string[];
  navigate(to: string): void;
}

export function createLocationProbe(): MemoryLocationProbe {
  return { history: [], navigate: () => undefined };
}

function join(basename: string, path: string): string {
  return `${basename.replace(/\/$/, '')}${path}`;
}

function Probe({ probe, basename }: { probe: MemoryLocationProbe; basename: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    probe.navigate = (to) => {
      const base = basename.replace(/\/$/, '');
      void navigate(to.startsWith(base) ? to.slice(base.length) || '/' : to);
    };
  }, [probe, navigate, basename]);
  useEffect(() => {
    probe.history.push(join(basename, `${location.pathname}${location.search}`));
  }, [probe, basename, location.pathname, location.search]);
  return null;
}

/**
 * An in-memory router starting at `initialPath` (base included), for App in tests and stories; with a probe,
 * tests read where the app went and move it themselves.
 */
export function memoryRouterAt(initialPath: string, probe?: MemoryLocationProbe): AppRouterComponent {
  return function MemoryAppRouter({ basename, children }) {
    return (
      <MemoryRouter basename={basename} initialEntries={[initialPath]} useTransitions={false}>
        {probe ? <Probe probe={probe} basename={basename ?? '/'} /> : null}
        {children}
      </MemoryRouter>
    );
  };
}
