import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  beforeEach(() => {
    // Only the timers: user-event's own waits use other clocks, so it runs as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  // user-event waits on the faked setTimeout, so these tests type with fireEvent (the stories use the keyboard).
  const type = (text: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });

  it('is a labelled search box in a search landmark named by the label', () => {
    render(<SearchField label="Search teams" value="" onSearch={() => {}} />);
    expect(screen.getByRole('search', { name: 'Search teams' })).toContainElement(
      screen.getByRole('searchbox', { name: 'Search teams' }),
    );
  });

  it('searches once, 500 ms after the last keystroke, with the whole text', () => {
    const onSearch = vi.fn();
    render(<SearchField label="Search teams" value="" onSearch={onSearch} />);
    for (const text of ['s', 'sw', 'swi', 'swim']) {
      type(text);
      act(() => vi.advanceTimersByTime(100));
    }
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(399));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('swim');
  });

  it('searches at once on Enter, and the pending debounced search is dropped', () => {
    const onSearch = vi.fn();
    render(<SearchField label="Search teams" value="" onSearch={onSearch} debounceMs={300} />);
    type('night');
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('night');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('Clear empties the box, searches for "" at once and puts focus back in the box', () => {
    const onSearch = vi.fn();
    render(<SearchField label="Search teams" value="swim" onSearch={onSearch} />);
    type('swimmers');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('follows the value when it changes from outside (back/forward)', () => {
    const { rerender } = render(<SearchField label="Search teams" value="swim" onSearch={() => {}} />);
    expect(screen.getByRole('searchbox')).toHaveValue('swim');
    rerender(<SearchField label="Search teams" value="ride" onSearch={() => {}} />);
    expect(screen.getByRole('searchbox')).toHaveValue('ride');
  });

  it('drops a pending search when unmounted', () => {
    const onSearch = vi.fn();
    const { unmount } = render(<SearchField label="Search teams" value="" onSearch={onSearch} />);
    type('x');
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = render(<SearchField label="Search teams" value="swim" onSearch={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
