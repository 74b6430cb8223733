import { act, render, screen } from '@testing-library/react';
import useSWR from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Spinner } from '../../design-system';
import type { ApiContextValue } from '../api/ApiContext';
import { createSlowReads, useStillLoadingHint } from './slowReads';
import { AppSWRConfig } from './swr';

const api = { client: { request: vi.fn() }, campaignId: 1 } as unknown as ApiContextValue;

function Team({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data } = useSWR(['get-team', { id: 1 }], fetcher);
  const hint = useStillLoadingHint();
  return data === undefined ? <Spinner label="Loading the team" hint={hint} /> : <p>{data}</p>;
}

describe('the still-loading hint (SWR onLoadingSlow)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears once a read has loaded for 3 s without data, and goes with the data', async () => {
    let answer: (value: string) => void = () => undefined;
    const fetcher = () => new Promise<string>((resolve) => (answer = resolve));
    render(
      <AppSWRConfig api={api} provider={() => new Map()}>
        <Team fetcher={fetcher} />
      </AppSWRConfig>,
    );
    expect(screen.getByRole('status', { name: 'Loading the team' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Still loading…')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('Still loading…')).toBeInTheDocument();
    await act(async () => answer('Clean Water Crew'));
    expect(screen.getByText('Clean Water Crew')).toBeInTheDocument();
    expect(screen.queryByText('Still loading…')).not.toBeInTheDocument();
  });

  it('waits for the configured timeout (5 s on slow connections)', async () => {
    render(
      <AppSWRConfig api={api} provider={() => new Map()} settings={{ loadingTimeout: 5000 }}>
        <Team fetcher={() => new Promise<string>(() => undefined)} />
      </AppSWRConfig>,
    );
    await act(async () => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Still loading…')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('Still loading…')).toBeInTheDocument();
  });

  it('is absent outside a read cache scope', () => {
    function Bare() {
      return <Spinner hint={useStillLoadingHint()} />;
    }
    render(<Bare />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});

describe('createSlowReads (the set a scope’s spinners watch)', () => {
  it('tells its listeners when the first slow read starts and when the last one settles, once each', () => {
    const reads = createSlowReads();
    const listener = vi.fn();
    reads.subscribe(listener);
    reads.markSlow('team');
    reads.markSlow('team');
    expect(reads.anySlow()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    reads.settle('stats');
    expect(listener).toHaveBeenCalledTimes(1);
    reads.settle('team');
    expect(reads.anySlow()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stays slow while any of its reads is slow', () => {
    const reads = createSlowReads();
    reads.markSlow('team');
    reads.markSlow('stats');
    reads.settle('team');
    expect(reads.anySlow()).toBe(true);
    reads.settle('stats');
    expect(reads.anySlow()).toBe(false);
  });

  it('stops telling a listener that unsubscribed (an unmounted spinner)', () => {
    const reads = createSlowReads();
    const listener = vi.fn();
    const unsubscribe = reads.subscribe(listener);
    unsubscribe();
    reads.markSlow('team');
    expect(listener).not.toHaveBeenCalled();
  });
});
