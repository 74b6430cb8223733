import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Card, CardGrid } from './Card';

describe('Card', () => {
  it('renders as a list item inside a list grid, keeping list semantics', () => {
    render(
      <CardGrid as="ul" aria-label="Teams">
        <Card as="li">Riverside Runners</Card>
        <Card as="li">Harbour Swimmers</Card>
      </CardGrid>,
    );
    expect(screen.getByRole('list', { name: 'Teams' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('spans 4 columns unless told otherwise', () => {
    render(
      <>
        <Card data-testid="default">Default</Card>
        <Card data-testid="four" span={4}>
          Four
        </Card>
        <Card data-testid="six" span={6}>
          Six
        </Card>
      </>,
    );
    expect(screen.getByTestId('default').className).toEqual(screen.getByTestId('four').className);
    expect(screen.getByTestId('six').className).not.toEqual(screen.getByTestId('four').className);
  });

  it('falls back to 4 columns for a span from outside that is out of range', () => {
    const fromSettings = 20 as unknown as 4;
    render(
      <>
        <Card data-testid="bad" span={fromSettings}>
          Bad
        </Card>
        <Card data-testid="four">Four</Card>
      </>,
    );
    expect(screen.getByTestId('bad').className).toEqual(screen.getByTestId('four').className);
  });

  it('is a named region when rendered as a labelled section, and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Card as="section" aria-label="Top donors" ref={ref} className="extra">
        Jane Doe
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Top donors' });
    expect(ref.current).toBe(region);
    expect(region.className).toContain('extra');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <CardGrid as="ul" aria-label="Fundraisers">
        <Card as="li" span={6}>
          <h2>Jane Doe</h2>
        </Card>
        <Card as="li" span={6}>
          <h2>John Roe</h2>
        </Card>
      </CardGrid>,
    );
    await expectNoAxeViolations(container);
  });
});
