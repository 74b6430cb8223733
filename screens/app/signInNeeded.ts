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

/**
 * Forgets the note. Given the note a page saw, forgets only that one: a second guard may have noted a newer
 * redirect in the same commit, before the page's effect for the older note ran.
 */
export function clearSignInNeeded(seen?: SignInNeeded): void {
  if (seen && seen !== note) return;
  note = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignInNeeded(): SignInNeeded | null {
  // The app renders in the browser only (createRoot), so there is no server snapshot to give.
  return useSyncExternalStore(subscribe, () => note);
}
