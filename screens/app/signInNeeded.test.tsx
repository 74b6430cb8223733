import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSignInNeeded, noteSignInNeeded, useSignInNeeded } from './signInNeeded';

function watch() {
  let renders = 0;
  const hook = renderHook(() => {
    renders += 1;
    return useSignInNeeded();
  });
  return { ...hook, renders: () => renders };
}

describe('the sign-in-needed note', () => {
  afterEach(() => clearSignInNeeded());

  it('reaches a mounted page as it is noted and cleared', () => {
    const { result } = watch();
    expect(result.current).toBeNull();
    act(() => noteSignInNeeded({ from: '/create-team/', to: '/' }));
    expect(result.current).toEqual({ from: '/create-team/', to: '/' });
    act(() => clearSignInNeeded());
    expect(result.current).toBeNull();
  });

  it('follows a redirect from the same page to another landing', () => {
    const { result } = watch();
    act(() => noteSignInNeeded({ from: '/team/4/update', to: '/' }));
    act(() => noteSignInNeeded({ from: '/team/4/update', to: '/login/' }));
    expect(result.current).toEqual({ from: '/team/4/update', to: '/login/' });
  });

  it('does not render again when the same redirect is noted twice (a guard effect run again)', () => {
    const { result, renders } = watch();
    act(() => noteSignInNeeded({ from: '/create-team/', to: '/' }));
    const first = result.current;
    const count = renders();
    act(() => noteSignInNeeded({ from: '/create-team/', to: '/' }));
    expect(renders()).toBe(count);
    expect(result.current).toBe(first);
  });

  it('keeps a newer note when a page clears the one it saw', () => {
    const { result } = watch();
    act(() => noteSignInNeeded({ from: '/create-team/', to: '/' }));
    const seen = result.current ?? undefined;
    act(() => noteSignInNeeded({ from: '/start-fundraising/', to: '/' }));
    act(() => clearSignInNeeded(seen));
    expect(result.current).toEqual({ from: '/start-fundraising/', to: '/' });
    act(() => clearSignInNeeded(result.current ?? undefined));
    expect(result.current).toBeNull();
  });
});
