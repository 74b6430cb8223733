import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { StickyActionBar } from './StickyActionBar';

describe('StickyActionBar', () => {
  it('is a named region with its action when open', () => {
    render(
      <StickyActionBar label="Donate to Clean Water Crew" open summary="Clean Water Crew">
        <a href="/donate/">Donate Now</a>
      </StickyActionBar>,
    );
    const region = screen.getByRole('region', { name: 'Donate to Clean Water Crew' });
    expect(region).toHaveAttribute('data-state', 'open');
    expect(region).toContainElement(screen.getByRole('link', { name: 'Donate Now' }));
  });

  it('is hidden from assistive technology and out of the tab order when closed', () => {
    const { container } = render(
      <StickyActionBar label="Donate" open={false}>
        <a href="/donate/">Donate Now</a>
      </StickyActionBar>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    const bar = container.querySelector('[data-state]');
    expect(bar).toHaveAttribute('data-state', 'closed');
    expect(bar).toHaveAttribute('inert');
  });

  it('closes while a text field has focus and opens again when it loses it', () => {
    render(
      <>
        <input aria-label="Amount" />
        <StickyActionBar label="Donate" open>
          <a href="/donate/">Donate Now</a>
        </StickyActionBar>
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Amount' });
    act(() => field.focus());
    expect(screen.queryByRole('region', { name: 'Donate' })).toBeNull();
    act(() => field.blur());
    expect(screen.getByRole('region', { name: 'Donate' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <StickyActionBar label="Donate to Clean Water Crew" open summary="Clean Water Crew">
        <a href="/donate/">Donate Now</a>
      </StickyActionBar>,
    );
    await expectNoAxeViolations(container);
  });
});
