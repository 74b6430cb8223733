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

  it('marks a visible fallback and keeps its class and content', () => {
    const { container } = render(
      <CodeLoading className="fallback">
        <p>Loading the page</p>
      </CodeLoading>,
    );
    const marker = container.querySelector('[data-loading-code]');
    expect(marker).toHaveClass('fallback');
    expect(marker).toContainElement(screen.getByText('Loading the page'));
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
