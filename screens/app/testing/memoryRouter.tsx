import { MemoryRouter } from 'react-router-dom';
import type { AppRouterComponent } from '../AppRouter';

/** An in-memory router starting at `initialPath` (base included), for App in tests and stories. */
export function memoryRouterAt(initialPath: string): AppRouterComponent {
  return function MemoryAppRouter({ basename, children }) {
    return (
      <MemoryRouter basename={basename} initialEntries={[initialPath]} useTransitions={false}>
        {children}
      </MemoryRouter>
    );
  };
}
