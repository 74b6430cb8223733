import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Notice, type NoticeType } from './Notice';

describe('Notice', () => {
  it.each<[NoticeType, 'alert' | 'status', string]>([
    ['error', 'alert', 'Error'],
    ['failed', 'alert', 'Failed'],
    ['http', 'alert', 'Http'],
    ['warning', 'status', 'Warning'],
    ['success', 'status', 'Success'],
    ['notice', 'status', 'Notice'],
    ['info', 'status', 'Info'],
  ])('a %s notice with no text is a %s saying %s', (type, role, text) => {
    render(<Notice type={type} />);
    expect(screen.getByRole(role)).toHaveTextContent(text);
  });

  it('shows its title above the message', () => {
    render(
      <Notice type="warning" title="Campaign closed">
        This campaign is no longer accepting donations.
      </Notice>,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Campaign closedThis campaign is no longer accepting donations.');
    expect(notice).not.toHaveTextContent('Warning');
  });

  it('shows an icon unless asked not to, and hides it from screen readers', () => {
    const { container, rerender } = render(<Notice type="success">Saved</Notice>);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    rerender(
      <Notice type="success" icon={false}>
        Saved
      </Notice>,
    );
    expect(container.querySelector('svg')).toBeNull();
  });

  it('renders untrusted server text as text', () => {
    render(<Notice type="error">{'<b>Email</b> is taken'}</Notice>);
    expect(screen.getByRole('alert')).toHaveTextContent('<b>Email</b> is taken');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Notice type="error" title="Registration failed">
          Email is already registered.
        </Notice>
        <Notice type="info" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
