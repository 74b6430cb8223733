import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeLoading } from './CodeLoading';

describe('CodeLoading', () => {
  it('marks a boundary that shows nothing with a hidden marker only', () => {
    const { container } = render(<CodeLoading />);
    const marker = container.querySelector('[data-loading-code]');
    expect(marker).toBeInstanceOf(HTMLSpanElement);
    expect(marker).not.toBeVisible();
    expect(marker).toBeEmptyDOMElement();
  });

  it("holds the content's place with a large spinner, marked, when given a placeholder class", () => {
    const { container } = render(<CodeLoading placeholderClass="fallback" />);
    const marker = container.querySelector('[data-loading-code]');
    expect(marker).toHaveClass('fallback');
    expect(marker).toContainElement(screen.getByRole('status', { name: 'Loading' }));
  });

  it('is gone once the lazy code has rendered', async () => {
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    const Late = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve)));
    const { container } = render(
      <Suspense fallback={<CodeLoading />}>
        <Late />
      </Suspense>,
    );
    expect(container.querySelector('[data-loading-code]')).not.toBeNull();
    arrive({ default: () => <p>Arrived</p> });
    expect(await screen.findByText('Arrived')).toBeVisible();
    expect(container.querySelector('[data-loading-code]')).toBeNull();
  });
});

// The visual baselines wait for the marker (tests/visual/show-story.ts): a boundary without it could be shot while
// its fallback shows. startApp.tsx is exempt: its boundary holds the start-up error, before any app.
const SCREENS = join(import.meta.dirname, '..');
const EXEMPT = new Set([join('app', 'startApp.tsx')]);
const MARKED = /^<CodeLoading\b/;

describe('every Suspense boundary in the app', () => {
  const boundaries = (readdirSync(SCREENS, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(file) && !EXEMPT.has(file))
    .flatMap((file) =>
      Array.from(readFileSync(join(SCREENS, file), 'utf8').matchAll(/<Suspense\s+fallback=\{\s*([^}]*)/g), (match) => ({
        file,
        fallback: match[1]?.trim() ?? '',
      })),
    );

  it('is found (the scan reads the sources)', () => {
    expect(boundaries.length).toBeGreaterThanOrEqual(6);
  });

  it('shows CodeLoading as its fallback', () => {
    expect(boundaries.filter(({ fallback }) => !MARKED.test(fallback))).toEqual([]);
  });
});
