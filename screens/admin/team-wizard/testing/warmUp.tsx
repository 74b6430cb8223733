import { render } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll } from 'vitest';
import { preloadPage } from '../../../app/testing/renderApp';

/**
 * Before a wizard test file's first test: the step's lazy chunk, jsdom's role queries (preloadPage) and axe's
 * first run (its rule set is compiled on first use, about a second under load), so no test pays for them
 * inside its own time limit.
 */
export function preloadWizardStep(load: () => Promise<unknown>): void {
  preloadPage(load);
  beforeAll(async () => {
    const { container, unmount } = render(<button type="button">Warm-up</button>);
    await axe.run(container, { rules: { region: { enabled: false } } });
    unmount();
  });
}
