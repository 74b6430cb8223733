import { afterEach } from 'vitest';
import { setI18nSource, setNumberLocale } from '../../design-system';
import { cleanDocumentAttributes } from './cleanDocument';

// The design-system tests run without per-file isolation (vite.config.ts, project `design`): what one test sets on
// the page or in the design system's module state is put back, so no test sees another's.
afterEach(() => {
  setI18nSource(undefined);
  setNumberLocale('en-US');
  cleanDocumentAttributes();
});
