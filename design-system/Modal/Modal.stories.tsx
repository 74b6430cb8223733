import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CSSProperties } from 'react';
import { unionArgType } from '../../.storybook/argTypes';
import { Button } from '../Button/Button';
import { NOTICE_TYPES } from '../Notice/model';
import { Modal, type ModalContentProps } from './Modal';

type ExampleProps = ModalContentProps & { defaultOpen?: boolean };

/**
 * How the docs page draws an open dialog: in place and non-modal, without taking focus. A modal dialog
 * locks the page's scrolling and hides the rest from screen readers, and ~20 of them open at once left
 * the docs page stuck. The canvas, and so the tests, keep the real modal.
 */
const inPlace = {
  onOpenAutoFocus: (event: Event) => event.preventDefault(),
  style: { position: 'static', transform: 'none', marginBlock: 12 } satisfies CSSProperties,
};

function Example({ defaultOpen = false, docsPage = false, ...content }: ExampleProps & { docsPage?: boolean }) {
  return (
    <Modal.Root defaultOpen={defaultOpen} modal={!docsPage}>
      <Modal.Trigger asChild>
        <Button color="outline">Show details</Button>
      </Modal.Trigger>
      <Modal.Content {...content} {...(docsPage ? inPlace : {})}>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Modal.Close asChild>
            <Button>OK</Button>
          </Modal.Close>
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}

const DESCRIPTION = [
  'A dialog over the page for news that needs an answer: a failed registration, a saved profile. Four parts, over Radix Dialog:',
  '',
  '- `Modal.Root` holds the open state: controlled (`open` + `onOpenChange`) or uncontrolled (`defaultOpen`); it renders nothing;',
  '- `Modal.Trigger` opens it (`asChild` makes a Button the trigger); focus returns there when the dialog closes;',
  "- `Modal.Content` is the box and its overlay, portalled into the ThemeRoot so the campaign's colours reach it: `title` names the dialog, `type` picks colour and icon as for a Notice, `details` adds a server message;",
  '- `Modal.Close` closes it, as do the × button, Escape and a click on the overlay.',
  '',
  'Focus stays inside while it is open, and the page behind cannot scroll. So that this page can, the open dialogs below are drawn in place, without their overlay; open a story on its own to see it over the page.',
].join('\n');

const meta = {
  title: 'Primitives/Modal',
  component: Modal.Content,
  subcomponents: { 'Modal.Root': Modal.Root, 'Modal.Trigger': Modal.Trigger, 'Modal.Close': Modal.Close },
  render: (args, { viewMode }) => <Example {...args} docsPage={viewMode === 'docs'} />,
  args: {
    type: 'error',
    title: 'Registration failed',
    description: 'We could not create your account.',
    details: 'Email is already registered.',
  },
  argTypes: {
    type: unionArgType(NOTICE_TYPES, { defaultValue: 'info' }),
    defaultOpen: {
      control: 'boolean',
      description: "`Modal.Root`'s `defaultOpen`: the stories' way to show the dialog open.",
      table: { category: 'Modal.Root', type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
    },
  },
  parameters: {
    docs: {
      description: { component: DESCRIPTION },
    },
  },
} satisfies Meta<ExampleProps>;

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
  args: {
    defaultOpen: true,
    type: 'success',
    title: 'Invitations sent',
    description: '3 emails sent.',
    details: undefined,
  },
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
