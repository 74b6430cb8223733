import tanninSprintf from '@tannin/sprintf';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setI18nSource } from '../../design-system';
import { NAVIGATION_SET_KEY, readStepSet, stepLabel, stepNumber, useWizardStep, writeStepSet } from './wizard';

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

  it('survives storage that cannot even be reached (sandboxed frame)', () => {
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    try {
      expect(() => writeStepSet('joinTeam')).not.toThrow();
      expect(readStepSet()).toBeNull();
    } finally {
      blocked.mockRestore(); // before the shared afterEach clears the storage
    }
  });

  it('reads a JSON-quoted set an older build wrote', () => {
    window.sessionStorage.setItem(NAVIGATION_SET_KEY, '"joinTeam"');
    expect(readStepSet()).toBe('joinTeam');
  });

  it('leaves the stored set alone on a page that names none', () => {
    window.sessionStorage.setItem(NAVIGATION_SET_KEY, 'joinTeam');
    renderHook(() => useWizardStep(undefined, 'createProfile'));
    expect(window.sessionStorage.getItem(NAVIGATION_SET_KEY)).toBe('joinTeam');
  });

  it('follows a page that switches to another set or step', () => {
    const { result, rerender } = renderHook(({ set, step }) => useWizardStep(set, step), {
      initialProps: { set: 'createTeam' as const, step: 1 } as { set: 'createTeam' | 'joinIndividual'; step: number },
    });
    rerender({ set: 'joinIndividual', step: 2 });
    expect(window.sessionStorage.getItem(NAVIGATION_SET_KEY)).toBe('joinIndividual');
    expect(result.current).toMatchObject({ set: 'joinIndividual', current: 2 });
  });

  it('keeps a numbered step outside a flow', () => {
    window.sessionStorage.removeItem(NAVIGATION_SET_KEY);
    const { result } = renderHook(() => useWizardStep(undefined, 2));
    expect(result.current).toEqual({ set: null, steps: [], current: 2 });
  });
});

describe('stepLabel', () => {
  it('asks translators for the step noun, apart from the Register button', () => {
    setI18nSource({
      __: (text) => text,
      _n: (single, plural, count) => (count === 1 ? single : plural),
      _x: (text, context) => (context === 'step' ? `${text} (step)` : text),
      sprintf: (format, ...args) => (tanninSprintf as (f: string, a: Array<string | number>) => string)(format, args),
    });
    try {
      expect(stepLabel('register')).toBe('Register (step)');
    } finally {
      setI18nSource({
        __: (text) => text,
        _n: (single, plural, count) => (count === 1 ? single : plural),
        _x: (text) => text,
        sprintf: (format, ...args) => (tanninSprintf as (f: string, a: Array<string | number>) => string)(format, args),
      });
    }
  });
});
