import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { TextLink } from './TextLink';

describe('TextLink', () => {
  it('is a plain same-tab link by default', () => {
    render(<TextLink href="/team/3/">Riverside Runners</TextLink>);
    const link = screen.getByRole('link', { name: 'Riverside Runners' });
    expect(link).toHaveAttribute('href', '/team/3/');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('opens external links in a new tab safely and says so to screen readers', () => {
    render(
      <TextLink href="https://sponsor.example/" external>
        Acme Sponsor
      </TextLink>,
    );
    // jsdom's name computation drops the space inside the hidden span; Chromium keeps it (see the External story).
    const link = screen.getByRole('link', { name: /^Acme Sponsor\s?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lets the new-tab text be replaced', () => {
    render(
      <TextLink href="https://sponsor.example/" external newTabLabel="(nueva pestaña)">
        Acme
      </TextLink>,
    );
    expect(screen.getByRole('link', { name: /^Acme\s?\(nueva pestaña\)$/ })).toBeInTheDocument();
  });

  it('forwards its ref and handlers, as a router link needs', async () => {
    const ref = createRef<HTMLAnchorElement>();
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <TextLink ref={ref} href="/login/" onClick={onClick} aria-current="page">
        Log in
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(ref.current).toBe(link);
    expect(link).toHaveAttribute('aria-current', 'page');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        Read the <TextLink href="/terms/">terms</TextLink> or visit{' '}
        <TextLink href="https://sponsor.example/" external>
          our sponsor
        </TextLink>
        .
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
