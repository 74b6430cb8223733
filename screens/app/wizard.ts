import { useEffect, useMemo, useState } from 'react';
import { __, _x } from '../../design-system';

/** The registration flows of SPEC 4 and their steps, in order. */
export const STEP_SETS = {
  joinTeam: ['findTeam', 'register', 'createProfile', 'startFundraising'],
  joinIndividual: ['register', 'createProfile', 'startFundraising'],
  createTeam: ['register', 'createTeam', 'createProfile', 'startFundraising'],
} as const;

export type StepSetName = keyof typeof STEP_SETS;
export type StepId = (typeof STEP_SETS)[StepSetName][number];

/** The sessionStorage key holding the active step set. */
export const NAVIGATION_SET_KEY = 'p2p-navigation-set';

export function stepLabel(step: StepId): string {
  switch (step) {
    case 'findTeam':
      return __('Find Team');
    case 'register':
      return /* translators: name of the registration step in the steps indicator (a noun, not the button) */ _x(
        'Register',
        'step',
      );
    case 'createTeam':
      return __('Create Team');
    case 'createProfile':
      return __('Create Profile');
    case 'startFundraising':
      return __('Start Fundraising');
  }
}

function isStepSetName(value: string): value is StepSetName {
  return Object.hasOwn(STEP_SETS, value);
}

// Blocked storage (private mode, sandboxed frames) throws on access to window.sessionStorage, hence inside the try.

/** The active set, or null when none was chosen or storage is unavailable. */
export function readStepSet(): StepSetName | null {
  try {
    const raw = window.sessionStorage.getItem(NAVIGATION_SET_KEY);
    if (raw === null) return null;
    // Accept a JSON-quoted value too ('"joinTeam"'), as an older build may have written: a string, when it parses.
    const value = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
    return isStepSetName(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeStepSet(set: StepSetName): void {
  try {
    window.sessionStorage.setItem(NAVIGATION_SET_KEY, set);
  } catch {
    // Quota or private mode: the flow still works, only the step indicator loses its set on reload.
  }
}

/** The 1-based number of a step in a set, or null when the set does not have that step. */
export function stepNumber(set: StepSetName, step: StepId): number | null {
  const index = (STEP_SETS[set] as readonly StepId[]).indexOf(step);
  return index === -1 ? null : index + 1;
}

export interface WizardStep {
  /** The active set, or null outside a registration flow (then show no step indicator). */
  set: StepSetName | null;
  /** The step labels of the set, for the StepIndicator. */
  steps: string[];
  /** The current step number, 1-based (0 when the page is not part of the active set). */
  current: number;
}

/**
 * Called by each wizard page on entry. A page that starts a flow names its set (register: createTeam or
 * joinIndividual); later pages pass undefined and read the stored one. `step` is a number or a step id, so
 * the profile page passes 'createProfile' and gets 2 in joinIndividual, 3 otherwise.
 */
export function useWizardStep(set: StepSetName | undefined, step: number | StepId): WizardStep {
  const [activeSet] = useState<StepSetName | null>(() => set ?? readStepSet());
  const chosen = set ?? activeSet;
  useEffect(() => {
    if (set) writeStepSet(set);
  }, [set]);
  return useMemo(() => {
    if (!chosen) return { set: null, steps: [], current: typeof step === 'number' ? step : 0 };
    const current = typeof step === 'number' ? step : (stepNumber(chosen, step) ?? 0);
    return { set: chosen, steps: STEP_SETS[chosen].map(stepLabel), current };
  }, [chosen, step]);
}
