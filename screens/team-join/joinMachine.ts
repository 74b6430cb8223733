/**
 * One-click join for a logged-in fundraiser (SPEC 2, join team): checking → ready → joining → redirect,
 * or joining → error → joining again (retry). A failed can-join check ends in `refused`, which sends the
 * user to /start-fundraising/. Events that do not fit the current state leave it unchanged (the same object),
 * so a second click while joining, or a late answer, does nothing.
 */
export type JoinState =
  | { status: 'checking' }
  | { status: 'refused' }
  | { status: 'ready' }
  | { status: 'joining' }
  | { status: 'redirect'; url: string }
  | { status: 'error'; message: string };

export type JoinEvent =
  | { type: 'checked' }
  | { type: 'checkFailed' }
  | { type: 'join' }
  | { type: 'joined'; url: string }
  | { type: 'failed'; message: string };

export const initialJoinState: JoinState = { status: 'checking' };

export function joinReducer(state: JoinState, event: JoinEvent): JoinState {
  switch (state.status) {
    case 'checking':
      if (event.type === 'checked') return { status: 'ready' };
      if (event.type === 'checkFailed') return { status: 'refused' };
      return state;
    case 'ready':
    case 'error':
      return event.type === 'join' ? { status: 'joining' } : state;
    case 'joining':
      if (event.type === 'joined') return { status: 'redirect', url: event.url };
      if (event.type === 'failed') return { status: 'error', message: event.message };
      return state;
    case 'refused':
    case 'redirect':
      return state;
  }
}

/** Whether the Join Team button starts a join in this state. */
export function canStartJoin(state: JoinState): boolean {
  return state.status === 'ready' || state.status === 'error';
}
