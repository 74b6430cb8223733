import { useSyncExternalStore } from 'react';

/**
 * A guard sent a visitor from `from` (needs a login) to `to`. Kept in memory only, on purpose: a reload starts
 * a fresh app with no note, and the notice shows on `to` alone, so it never outlives the landing it explains.
 */
export interface SignInNeeded {
  from: string;
  to: string;
}

let note: SignInNeeded | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function noteSignInNeeded(next: SignInNeeded): void {
  if (note?.from === next.from && note.to === next.to) return;
  note = next;
  emit();
}

export function clearSignInNeeded(): void {
  if (note === null) return;
  note = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignInNeeded(): SignInNeeded | null {
  return useSyncExternalStore(
    subscribe,
    () => note,
    () => null,
  );
}
