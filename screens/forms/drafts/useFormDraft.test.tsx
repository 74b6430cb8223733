import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../tests/setup/axe';
import { TextArea, TextField } from '../../../design-system';
import { DraftNotice } from './DraftNotice';
import { DRAFT_SAVE_DELAY_MS, useFormDraft } from './useFormDraft';

interface Values {
  story: string;
  password: string;
}

const KEY = 'give-p2p:draft:1:test:new:guest';

function TestForm({ story = 'The page’s story', onDirty }: { story?: string; onDirty?: (dirty: boolean) => void }) {
  const form = useForm<Values>({ defaultValues: { story, password: '' } });
  const draft = useFormDraft(form, { storageKey: KEY, fields: ['story', 'password'] });
  onDirty?.(form.formState.isDirty);
  return (
    <form aria-label="Test form">
      <DraftNotice draft={draft} />
      <TextArea label="Story" {...form.register('story')} />
      <TextField label="Password" type="password" {...form.register('password')} />
      <button type="button" onClick={draft.clear}>
        Saved
      </button>
    </form>
  );
}

/** A form whose key and readiness change, as when a page loads its defaults or moves to another team. */
function KeyedForm({ storageKey, enabled = true }: { storageKey: string; enabled?: boolean }) {
  const form = useForm<Values>({ defaultValues: { story: '', password: '' } });
  const draft = useFormDraft(form, { storageKey, fields: ['story'], enabled });
  return (
    <form aria-label="Keyed form">
      <DraftNotice draft={draft} />
      <TextArea label="Story" {...form.register('story')} />
      <button type="button" onClick={draft.clear}>
        Saved
      </button>
    </form>
  );
}

const OTHER = 'give-p2p:draft:1:test:5:guest';

const stored = (): unknown => JSON.parse(sessionStorage.getItem(KEY) ?? 'null');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

async function type(label: string, text: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.type(screen.getByLabelText(label), text);
}

describe('useFormDraft', () => {
  it('writes the draft once typing pauses (debounced), never the password', async () => {
    render(<TestForm story="" />);
    await type('Story', 'We run');
    await type('Password', 'hunter22');
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 100));
    expect(sessionStorage.getItem(KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(stored()).toEqual({ story: 'We run' });
    expect(JSON.stringify(sessionStorage)).not.toContain('hunter22');
  });

  it('writes at once when the page is hidden (a reload inside the debounce)', async () => {
    render(<TestForm story="" />);
    await type('Story', 'Last words');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(stored()).toEqual({ story: 'Last words' });
  });

  it('restores a draft with a notice, and the form is dirty against the page’s own defaults', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ story: 'My long story', password: 'leaked' }));
    const dirty = vi.fn();
    render(<TestForm onDirty={dirty} />);
    expect(screen.getByLabelText('Story')).toHaveValue('My long story');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('We restored what you typed before you left this page.');
    expect(dirty).toHaveBeenLastCalledWith(true);
    // Focus moves to the field after Discard only, not when the form opens (setFocus focuses on a timer).
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(screen.getByLabelText('Story')).not.toHaveFocus();
    await expectNoAxeViolations(document.body);
  });

  it('Discard goes back to the page’s defaults, removes the draft, hides the notice and focuses the field', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ story: 'My long story' }));
    const dirty = vi.fn();
    render(<TestForm onDirty={dirty} />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText('Story')).toHaveValue('The page’s story');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Story')).toHaveFocus();
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(dirty).toHaveBeenLastCalledWith(false);
  });

  it('no draft, or a draft equal to the defaults: no notice', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ story: 'The page’s story' }));
    render(<TestForm />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('typing back to the defaults removes the draft', async () => {
    render(<TestForm story="" />);
    await type('Story', 'x');
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(stored()).toEqual({ story: 'x' });
    await type('Story', '{Backspace}');
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('clear (success) removes the draft and drops what was pending, also at unmount', async () => {
    const { unmount } = render(<TestForm story="" />);
    await type('Story', 'Submitted');
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    await type('Story', ' and more');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
    unmount();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('writes what is pending at once when the form unmounts', async () => {
    const { unmount } = render(<TestForm story="" />);
    await type('Story', 'Leaving');
    expect(sessionStorage.getItem(KEY)).toBeNull();
    unmount();
    expect(stored()).toEqual({ story: 'Leaving' });
  });

  it('while disabled (defaults loading) neither restores nor saves; once enabled it restores', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ story: 'Kept' }));
    const { rerender } = render(<KeyedForm storageKey={KEY} enabled={false} />);
    expect(screen.getByLabelText('Story')).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await type('Story', 'x');
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
    expect(stored()).toEqual({ story: 'Kept' });
    rerender(<KeyedForm storageKey={KEY} enabled />);
    expect(screen.getByLabelText('Story')).toHaveValue('Kept');
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('follows a new key: restores its draft, and Discard removes that draft at once', async () => {
    sessionStorage.setItem(OTHER, JSON.stringify({ story: 'For team 5' }));
    const { rerender } = render(<KeyedForm storageKey={KEY} />);
    expect(screen.getByLabelText('Story')).toHaveValue('');
    rerender(<KeyedForm storageKey={OTHER} />);
    expect(screen.getByLabelText('Story')).toHaveValue('For team 5');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(sessionStorage.getItem(OTHER)).toBeNull();
  });

  it('after clear (success) under a new key, that draft is gone and later typing writes none', async () => {
    const { rerender } = render(<KeyedForm storageKey={KEY} />);
    rerender(<KeyedForm storageKey={OTHER} />);
    await type('Story', 'Joined');
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(JSON.parse(sessionStorage.getItem(OTHER) ?? 'null')).toEqual({ story: 'Joined' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(sessionStorage.getItem(OTHER)).toBeNull();
    await type('Story', ' and thanks');
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('Discard right after typing: what was typed is not written later', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ story: 'My long story' }));
    render(<TestForm />);
    await type('Story', ' and more');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
