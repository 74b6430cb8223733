import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NAVIGATION_SET_KEY, readStepSet, stepNumber, useWizardStep, writeStepSet } from './wizard';

describe('stepNumber', () => {
  it.each([
    ['joinIndividual', 'register', 1],
    ['joinIndividual', 'createProfile', 2],
    ['joinTeam', 'createProfile', 3],
    ['createTeam', 'createTeam', 2],
    ['createTeam', 'createProfile', 3],
    ['createTeam', 'startFundraising', 4],
    ['joinIndividual', 'findTeam', null],
  ] as const)('%s: %s is step %s', (set, step, expected) => {
    expect(stepNumber(set, step)).toBe(expected);
  });
});

describe('useWizardStep', () => {
  it('stores the set a page starts and lists its step names', () => {
    const { result } = renderHook(() => useWizardStep('createTeam', 1));
    expect(window.sessionStorage.getItem(NAVIGATION_SET_KEY)).toBe('createTeam');
    expect(result.current).toEqual({
      set: 'createTeam',
      steps: ['Register', 'Create Team', 'Create Profile', 'Start Fundraising'],
      current: 1,
    });
  });

  it('reads the stored set on a later page: the profile is step 2 when joining as an individual', () => {
    window.sessionStorage.setItem(NAVIGATION_SET_KEY, 'joinIndividual');
    const { result } = renderHook(() => useWizardStep(undefined, 'createProfile'));
    expect(result.current).toMatchObject({ set: 'joinIndividual', current: 2 });
  });

  it('puts the profile at step 3 when joining a team', () => {
    window.sessionStorage.setItem(NAVIGATION_SET_KEY, 'joinTeam');
    const { result } = renderHook(() => useWizardStep(undefined, 'createProfile'));
    expect(result.current).toMatchObject({
      set: 'joinTeam',
      current: 3,
      steps: ['Find Team', 'Register', 'Create Profile', 'Start Fundraising'],
    });
  });

  it('has no set outside a flow, and ignores a tampered value', () => {
    window.sessionStorage.setItem(NAVIGATION_SET_KEY, 'somethingElse');
    const { result } = renderHook(() => useWizardStep(undefined, 'createProfile'));
    expect(result.current).toEqual({ set: null, steps: [], current: 0 });
  });

  it('survives storage that throws (private mode)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(() => writeStepSet('joinTeam')).not.toThrow();
    expect(readStepSet()).toBeNull();
    const { result } = renderHook(() => useWizardStep('joinTeam', 1));
    expect(result.current).toMatchObject({ set: 'joinTeam', current: 1 });
  });
});
