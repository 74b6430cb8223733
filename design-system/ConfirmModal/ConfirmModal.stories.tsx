import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { laysOut, rightToLeft } from '../../.storybook/rtl';
import { Button } from '../Button/Button';
import { __ } from '../i18n';
import { Notice } from '../Notice/Notice';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Stack } from '../Layout/Layout';
import { ConfirmModal, type ConfirmModalProps } from './ConfirmModal';

type ExampleProps = Omit<ConfirmModalProps, 'open' | 'onOpenChange'>;

/** The owner keeps `open`, as a screen does; a Button opens it (stories open it in their play functions). */
function Example({ opener = 'Delete team', ...props }: ExampleProps & { opener?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="outline" onClick={() => setOpen(true)}>
        {opener}
      </Button>
      <ConfirmModal {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** What happens to a deleted team's members: the choice the admin screen puts inside the dialog. */
function MembersChoice({ label, keep, remove }: { label: string; keep: string; remove: string }) {
  return (
    <RadioGroup
      name="members"
      label={label}
      defaultValue="detachMembers"
      options={[
        { value: 'detachMembers', label: keep },
        { value: 'deleteMembers', label: remove },
      ]}
    />
  );
}

const meta = {
  title: 'Primitives/ConfirmModal',
  component: ConfirmModal,
  render: (args) => <Example {...args} />,
  args: {
    title: 'Delete Harbour Swimmers?',
    description: 'The team page goes away. Donations stay with the campaign.',
    confirmLabel: 'Delete team',
    onConfirm: fn(),
    open: false,
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A confirmation dialog on Modal. Controlled (`open`/`onOpenChange`); the owner runs the request on `onConfirm`, passes `busy` while it runs, `error` when it fails, and closes it on success. With `confirmPhrase` the confirm button waits for that exact text. Focus starts in the phrase field or on Cancel and returns to whatever opened the dialog. The stories open it in their play functions.',
      },
    },
  },
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openWithKeyboard(canvas: ReturnType<typeof within>, name = 'Delete Harbour Swimmers?') {
  canvas.getByRole('button', { name: 'Delete team' }).focus();
  await userEvent.keyboard('{Enter}');
  return body().findByRole('dialog', { name });
}

export const Closed: Story = {};

/** Keyboard only: Enter opens, Tab from Cancel reaches the confirm button, Enter confirms. */
export const ConfirmByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await openWithKeyboard(canvas);
    await expect(body().getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(body().getByRole('button', { name: 'Delete team' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Escape closes it; focus goes back to the button that opened it. */
export const CancelReturnsFocus: Story = {
  play: async ({ canvas }) => {
    await openWithKeyboard(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Delete team' })).toHaveFocus();
  },
};

/** Type-to-confirm with the phrase typed: the confirm button is enabled, Enter confirms. */
export const PhraseTyped: Story = {
  args: { confirmPhrase: 'Harbour Swimmers' },
  play: async ({ canvas, args }) => {
    const dialog = within(await openWithKeyboard(canvas));
    const confirm = dialog.getByRole('button', { name: 'Delete team' });
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('Harbour Swimmers');
    await expect(dialog.getByRole('textbox', { name: 'Type Harbour Swimmers to confirm' })).toHaveValue(
      'Harbour Swimmers',
    );
    await expect(confirm).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const PhraseMistyped: Story = {
  args: { confirmPhrase: 'Harbour Swimmers' },
  play: async ({ canvas }) => {
    const dialog = within(await openWithKeyboard(canvas));
    await userEvent.keyboard('harbour swimmers');
    await expect(dialog.getByRole('button', { name: 'Delete team' })).toBeDisabled();
  },
};

/** The request runs: a spinner in the confirm button, nothing to press, Escape does nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    const dialog = within(await openWithKeyboard(canvas));
    await expect(dialog.getByRole('status', { name: 'Working' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body().getByRole('dialog')).toBeInTheDocument();
  },
};

/** The request failed: the server's message in an error Notice inside the dialog. */
export const WithError: Story = {
  args: { confirmPhrase: 'Harbour Swimmers', error: 'Sorry, you are not allowed to do that.' },
  play: async ({ canvas }) => {
    const dialog = within(await openWithKeyboard(canvas));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Sorry, you are not allowed to do that.');
  },
};

/** Content between description and buttons: what happens to the team's members. */
export const WithChoice: Story = {
  args: {
    children: (
      <MembersChoice
        label="The team's 4 members"
        keep="Keep them as fundraisers without a team"
        remove="Delete them too"
      />
    ),
  },
  play: async ({ canvas }) => {
    const dialog = within(await openWithKeyboard(canvas));
    await expect(dialog.getByRole('group', { name: "The team's 4 members" })).toBeInTheDocument();
  },
};

/** A safe action: the campaign-coloured button. */
export const Primary: Story = {
  args: {
    tone: 'primary',
    title: 'Duplicate Spring Swim?',
    confirmLabel: 'Duplicate',
    description: 'A draft copy without teams, fundraisers or donations.',
  },
  play: async ({ canvas }) => {
    const dialog = within(await openWithKeyboard(canvas, 'Duplicate Spring Swim?'));
    await expect(dialog.getByRole('button', { name: 'Duplicate' })).toBeEnabled();
  },
};

/** A delete whose row (and so the opener) goes away: the Notice reporting it is where focus should land. */
function DeletingRow(props: ExampleProps) {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  const confirmed = useRef(false);
  return (
    <Stack gap="md">
      <div ref={notice} tabIndex={-1}>
        {deleted ? <Notice type="success">Team “Harbour Swimmers” deleted.</Notice> : null}
      </div>
      {deleted ? null : (
        <Button color="outline" onClick={() => setOpen(true)}>
          Delete team
        </Button>
      )}
      <ConfirmModal
        {...props}
        open={open}
        onOpenChange={setOpen}
        returnFocus={() => (confirmed.current ? notice.current : null)}
        onConfirm={() => {
          confirmed.current = true;
          setDeleted(true);
          setOpen(false);
        }}
      />
    </Stack>
  );
}

/**
 * `returnFocus`: after the delete the button that opened the dialog is gone, so focus goes to the outcome's
 * Notice (the callback is asked at close time; it gives null after Cancel, and focus returns to the opener).
 */
export const ReturnFocusAfterDelete: Story = {
  render: (args) => <DeletingRow {...args} />,
  play: async ({ canvas }) => {
    await openWithKeyboard(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete team' })).toHaveFocus());
    await openWithKeyboard(canvas);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // The focusable wrapper around the outcome's Notice (role status) is what returnFocus gave.
    await waitFor(() => expect(canvas.getByRole('status').parentElement).toHaveFocus());
    expect(canvas.getByRole('status')).toHaveTextContent('Team “Harbour Swimmers” deleted.');
  },
};

/**
 * Right to left, worded as a Hebrew site's admin screen words it, with the members' choice: the title and the
 * radios start at the right, the × sits in the top left corner, and Cancel comes first from the right with the
 * confirm button to its left.
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  args: {
    title: 'למחוק את שחייני הנמל?',
    description: 'עמוד הצוות יוסר. התרומות נשארות בקמפיין.',
    confirmLabel: 'מחיקת צוות',
    children: <MembersChoice label="4 חברי הצוות" keep="להשאיר אותם כמגייסי תרומות ללא צוות" remove="למחוק גם אותם" />,
  },
  render: (args) => <Example {...args} opener="מחיקת צוות" />,
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'מחיקת צוות' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'למחוק את שחייני הנמל?' });
    const cancel = within(dialog).getByRole('button', { name: __('Cancel') });
    await expect(cancel).toHaveFocus();
    await expect(within(dialog).getByRole('radio', { name: 'להשאיר אותם כמגייסי תרומות ללא צוות' })).toBeChecked();
    if (!laysOut()) return;
    const box = dialog.getBoundingClientRect();
    const close = within(dialog)
      .getByRole('button', { name: __('Close') })
      .getBoundingClientRect();
    const title = within(dialog).getByRole('heading', { name: 'למחוק את שחייני הנמל?' }).getBoundingClientRect();
    const confirm = within(dialog).getByRole('button', { name: 'מחיקת צוות' }).getBoundingClientRect();
    await expect(close.left - box.left).toBeLessThan(box.right - close.right);
    await expect(close.right).toBeLessThanOrEqual(title.left);
    await expect(confirm.right).toBeLessThanOrEqual(cancel.getBoundingClientRect().left);
  },
};
