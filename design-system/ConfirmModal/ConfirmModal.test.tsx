import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Button } from '../Button/Button';
import { ConfirmModal, type ConfirmModalProps } from './ConfirmModal';

type OwnerProps = Partial<Omit<ConfirmModalProps, 'open' | 'onOpenChange'>> & {
  onOpenChange?: (open: boolean) => void;
};

/** A screen's use: a row action opens it (not a Radix trigger), the owner keeps `open`. */
function Owner({ onOpenChange, onConfirm = () => {}, ...props }: OwnerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="outline" onClick={() => setOpen(true)}>
        Delete Harbour Swimmers
      </Button>
      <ConfirmModal
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
        title="Delete Harbour Swimmers?"
        description="The team page goes away. Donations stay."
        confirmLabel="Delete team"
        onConfirm={onConfirm}
        {...props}
      />
    </>
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete Harbour Swimmers' }));
  return screen.findByRole('dialog', { name: 'Delete Harbour Swimmers?' });
}

describe('ConfirmModal', () => {
  it('names and describes the dialog, starts on Cancel, confirms with the confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Owner onConfirm={onConfirm} />);
    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleDescription('The team page goes away. Donations stay.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
    await user.click(screen.getByRole('button', { name: 'Delete team' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('type-to-confirm: disabled until the exact phrase is typed; Enter then confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Owner onConfirm={onConfirm} confirmPhrase="Harbour Swimmers" />);
    await openDialog(user);
    const field = screen.getByRole('textbox', { name: 'Type Harbour Swimmers to confirm' });
    const confirm = screen.getByRole('button', { name: 'Delete team' });
    expect(field).toHaveFocus();
    expect(confirm).toBeDisabled();
    await user.type(field, 'harbour swimmers{Enter}');
    expect(confirm).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'Harbour Swimmers');
    expect(confirm).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('starts with an empty phrase each time it opens', async () => {
    const user = userEvent.setup();
    render(<Owner confirmPhrase="Harbour Swimmers" />);
    await openDialog(user);
    await user.type(screen.getByRole('textbox'), 'Harbour Swimmers');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openDialog(user);
    expect(screen.getByRole('textbox')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Delete team' })).toBeDisabled();
  });

  it('Cancel closes it and focus returns to the button that opened it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Owner onOpenChange={onOpenChange} />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Delete Harbour Swimmers' })).toHaveFocus();
  });

  it('Escape closes it too, and focus returns to the opener', async () => {
    const user = userEvent.setup();
    render(<Owner />);
    await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Delete Harbour Swimmers' })).toHaveFocus();
  });

  it('while busy: a Working status, nothing to press, Escape does not close it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<Owner busy onConfirm={onConfirm} onOpenChange={onOpenChange} confirmPhrase="Harbour Swimmers" />);
    const dialog = await openDialog(user);
    expect(screen.getByRole('status', { name: 'Working' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Delete team/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("shows the server's error in an alert inside the dialog and keeps what was typed", async () => {
    const user = userEvent.setup();
    function Failing() {
      const [error, setError] = useState<string | undefined>();
      return (
        <Owner
          confirmPhrase="Harbour Swimmers"
          error={error}
          onConfirm={() => setError('The team has pending donations.')}
        />
      );
    }
    render(<Failing />);
    const dialog = await openDialog(user);
    await user.type(screen.getByRole('textbox'), 'Harbour Swimmers{Enter}');
    const alert = await screen.findByRole('alert');
    expect(dialog).toContainElement(alert);
    expect(alert).toHaveTextContent('The team has pending donations.');
    expect(screen.getByRole('textbox')).toHaveValue('Harbour Swimmers');
    expect(screen.getByRole('button', { name: 'Delete team' })).toBeEnabled();
  });

  it('opens from its own trigger and can be confirmed by keyboard alone', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    function WithTrigger() {
      const [open, setOpen] = useState(false);
      return (
        <ConfirmModal
          open={open}
          onOpenChange={setOpen}
          trigger={<Button>Duplicate</Button>}
          tone="primary"
          title="Duplicate Spring Swim?"
          confirmLabel="Duplicate"
          onConfirm={onConfirm}
        />
      );
    }
    render(<WithTrigger />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Duplicate' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Duplicate Spring Swim?' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Duplicate' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations open with a phrase and an error', async () => {
    const user = userEvent.setup();
    render(<Owner confirmPhrase="Harbour Swimmers" error="Something went wrong." />);
    await openDialog(user);
    // The dialog is portalled to the body (no ThemeRoot here).
    await expectNoAxeViolations(document.body);
  });

  describe('returnFocus', () => {
    /** A delete whose opener goes away with its row; the outcome's notice is where focus belongs then. */
    function DeletingRow() {
      const [open, setOpen] = useState(false);
      const [deleted, setDeleted] = useState(false);
      const notice = useRef<HTMLDivElement>(null);
      const confirmed = useRef(false);
      return (
        <>
          <div ref={notice} tabIndex={-1} data-testid="notice">
            {deleted ? 'Harbour Swimmers deleted.' : ''}
          </div>
          {deleted ? null : (
            <Button color="outline" onClick={() => setOpen(true)}>
              Delete Harbour Swimmers
            </Button>
          )}
          <ConfirmModal
            open={open}
            onOpenChange={setOpen}
            title="Delete Harbour Swimmers?"
            confirmLabel="Delete team"
            returnFocus={() => (confirmed.current ? notice.current : null)}
            onConfirm={() => {
              confirmed.current = true;
              setDeleted(true);
              setOpen(false);
            }}
          />
        </>
      );
    }

    it('asks a callback at close: null after Cancel (the opener), the notice after the opener went away', async () => {
      const user = userEvent.setup();
      render(<DeletingRow />);
      await openDialog(user);
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Harbour Swimmers' })).toHaveFocus());

      await openDialog(user);
      await user.click(screen.getByRole('button', { name: 'Delete team' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(screen.getByTestId('notice')).toHaveFocus());
      expect(screen.getByTestId('notice')).toHaveTextContent('Harbour Swimmers deleted.');
    });

    it('takes a ref or an element too; one no longer in the document falls back to the opener', async () => {
      const user = userEvent.setup();
      const target = document.createElement('button');
      target.textContent = 'Elsewhere';
      document.body.append(target);
      const { unmount } = render(<Owner returnFocus={{ current: target }} />);
      await openDialog(user);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(target).toHaveFocus());
      unmount();

      target.remove();
      render(<Owner returnFocus={target} />);
      await openDialog(user);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Harbour Swimmers' })).toHaveFocus());
    });
  });
});
