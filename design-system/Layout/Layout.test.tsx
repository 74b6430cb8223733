import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Inline, Page, PageFrame, Stack } from './Layout';

describe('Stack', () => {
  it('renders a list when asked, so list semantics survive the layout', () => {
    render(
      <Stack as="ul" gap="sm" aria-label="Sponsors">
        <li>Acme</li>
        <li>Globex</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Sponsors' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('gives a different class for each gap, and keeps the caller class', () => {
    const { rerender } = render(<Stack data-testid="stack" gap="sm" className="extra" />);
    const small = screen.getByTestId('stack').className;
    rerender(<Stack data-testid="stack" gap="xxl" className="extra" />);
    const large = screen.getByTestId('stack').className;
    expect(small).not.toEqual(large);
    expect(large).toContain('extra');
  });

  it('forwards its ref to the element', () => {
    const ref = createRef<HTMLElement>();
    render(<Stack ref={ref} as="section" aria-label="Team" />);
    expect(ref.current).toBe(screen.getByRole('region', { name: 'Team' }));
  });
});

describe('Inline', () => {
  it('renders its children in the element asked for', () => {
    render(
      <Inline as="nav" aria-label="Share" justify="between">
        <a href="#a">Facebook</a>
        <a href="#b">X</a>
      </Inline>,
    );
    expect(screen.getByRole('navigation', { name: 'Share' })).toContainElement(screen.getByRole('link', { name: 'X' }));
  });
});

describe('Page', () => {
  it('can be the main landmark, inside the frame', () => {
    render(
      <PageFrame>
        <Page as="main">Campaign</Page>
      </PageFrame>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Campaign');
  });

  it('gives each width its own class, so forms and wide pages never share a measure', () => {
    const { rerender } = render(<Page data-testid="page" />);
    const wide = screen.getByTestId('page').className;
    rerender(<Page data-testid="page" width="narrow" />);
    expect(screen.getByTestId('page').className).not.toEqual(wide);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <PageFrame>
        <Page as="main" width="narrow">
          <h1>Campaign</h1>
          <Inline gap="md">
            <button type="button">Donate</button>
            <button type="button">Start fundraising</button>
          </Inline>
        </Page>
      </PageFrame>,
    );
    await expectNoAxeViolations(container);
  });
});
