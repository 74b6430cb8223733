import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Modal, type ModalContentProps } from './Modal';

function Example(props: Partial<ModalContentProps> & { onOpenChange?: (open: boolean) => void }) {
  const { onOpenChange, ...contentProps } = props;
  return (
    <ThemeRoot primaryColor="#ffe14d" data-testid="theme-root">
      <Modal.Root onOpenChange={onOpenChange}>
        <Modal.Trigger>Show details</Modal.Trigger>
        <Modal.Content title="Registration failed" description="We could not create your account." {...contentProps}>
          <Modal.Close>Done</Modal.Close>
        </Modal.Content>
      </Modal.Root>
    </ThemeRoot>
  );
}

async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Show details' }));
  return screen.findByRole('dialog', { name: 'Registration failed' });
}

describe('Modal', () => {
  it('opens from its trigger, named by its title and described by its description', async () => {
    render(<Example />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await open();
    expect(dialog).toHaveAccessibleDescription('We could not create your account.');
  });

  it('moves focus inside when opened and back to the trigger when closed', async () => {
    render(<Example />);
    const dialog = await open();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Show details' })).toHaveFocus();
  });

  it('keeps focus inside while tabbing', async () => {
    render(<Example />);
    const dialog = await open();
    for (let press = 0; press < 4; press += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape', async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    await open();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes on a click on the overlay, not on a click inside', async () => {
    render(<Example />);
    const dialog = await open();
    await userEvent.click(screen.getByText('We could not create your account.'));
    expect(dialog).toBeInTheDocument();
    const overlay = document.querySelector('[data-modal-overlay]');
    expect(overlay).not.toBeNull();
    await userEvent.click(overlay as Element);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes from its × button, named "Close"', async () => {
    render(<Example />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('portals inside the ThemeRoot, so the campaign colour variables apply', async () => {
    render(<Example />);
    const dialog = await open();
    const themeRoot = screen.getByTestId('theme-root');
    expect(themeRoot).toContainElement(dialog);
    expect(dialog.closest('[data-p2p-portal]')).not.toBeNull();
    expect(themeRoot.getAttribute('style')).toContain('#ffe14d');
  });

  it.each<[ModalContentProps['type'], string]>([
    ['error', 'Error details'],
    ['failed', 'Additional context'],
    ['info', 'Additional context'],
  ])('a %s modal shows its details under "%s"', async (type, heading) => {
    render(<Example type={type} details="Email is already registered." />);
    const dialog = await open();
    const section = screen.getByRole('region', { name: heading });
    expect(dialog).toContainElement(section);
    expect(section).toHaveTextContent('Email is already registered.');
  });

  it('has no details section without details', async () => {
    render(<Example type="error" />);
    await open();
    expect(screen.queryByRole('heading', { name: 'Error details' })).toBeNull();
  });

  it('has no axe violations, closed or open', async () => {
    const { container } = render(<Example type="error" details="Email is already registered." />);
    await expectNoAxeViolations(container);
    await open();
    await expectNoAxeViolations(container);
  });
});
