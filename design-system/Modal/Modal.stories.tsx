import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { NOTICE_TYPES } from '../Notice/model';
import { Modal, type ModalContentProps } from './Modal';

type ExampleProps = Partial<ModalContentProps> & { defaultOpen?: boolean };

function Example({ defaultOpen = false, ...content }: ExampleProps) {
  return (
    <Modal.Root defaultOpen={defaultOpen}>
      <Modal.Trigger asChild>
        <Button color="outline">Show details</Button>
      </Modal.Trigger>
      <Modal.Content title="Registration failed" description="We could not create your account." {...content}>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Modal.Close asChild>
            <Button>OK</Button>
          </Modal.Close>
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}

const meta = {
  title: 'Primitives/Modal',
  component: Example,
  args: { type: 'error', details: 'Email is already registered.' },
  argTypes: { type: { control: 'select', options: NOTICE_TYPES } },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show details' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Registration failed' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

export const ErrorWithDetails: Story = { args: { defaultOpen: true } };
export const InfoWithDetails: Story = {
  args: {
    defaultOpen: true,
    type: 'info',
    title: 'Profile saved',
    description: 'Your fundraiser is waiting for approval.',
    details: 'An administrator approves new fundraisers, usually within a day.',
  },
};
export const WarningWithoutDetails: Story = {
  args: {
    defaultOpen: true,
    type: 'warning',
    title: 'Campaign closed',
    description: 'This campaign is no longer accepting donations.',
    details: undefined,
  },
};
export const Success: Story = {
  args: { defaultOpen: true, type: 'success', title: 'Invitations sent', description: '3 emails sent.', details: undefined },
};

export const EscapeCloses: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('dialog', { name: 'Registration failed' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const OverlayClickCloses: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('dialog', { name: 'Registration failed' });
    const overlay = canvasElement.querySelector('[data-modal-overlay]');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay as Element);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Every type side by side, drawn in place (non-modal) so all can show at once. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {NOTICE_TYPES.map((type) => (
        <Modal.Root key={type} open modal={false}>
          <Modal.Content
            type={type}
            title={`A ${type} modal`}
            description="A sentence about what happened."
            details={type === 'error' || type === 'info' ? 'Extra context from the server.' : undefined}
            onOpenAutoFocus={(event) => event.preventDefault()}
            style={{ position: 'static', transform: 'none', marginBottom: 12 }}
          />
        </Modal.Root>
      ))}
    </div>
  ),
};

/** The matrix under the extreme campaign palettes, so the a11y check covers their contrast too. */
export const MatrixPalePalette: Story = { ...Matrix, globals: { palette: 'pale' } };
export const MatrixDarkPalette: Story = { ...Matrix, globals: { palette: 'dark' } };
