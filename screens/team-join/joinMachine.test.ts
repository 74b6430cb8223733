import { describe, expect, it } from 'vitest';
import { canStartJoin, initialJoinState, joinReducer, type JoinEvent, type JoinState } from './joinMachine';

const checking: JoinState = { status: 'checking' };
const refused: JoinState = { status: 'refused' };
const ready: JoinState = { status: 'ready' };
const joining: JoinState = { status: 'joining' };
const redirect: JoinState = { status: 'redirect', url: 'https://site.test/c/start-fundraising/' };
const error: JoinState = { status: 'error', message: 'This team is invite only.' };

const checked: JoinEvent = { type: 'checked' };
const checkFailed: JoinEvent = { type: 'checkFailed' };
const join: JoinEvent = { type: 'join' };
const joined: JoinEvent = { type: 'joined', url: 'https://site.test/c/start-fundraising/' };
const failed: JoinEvent = { type: 'failed', message: 'This team is invite only.' };

describe('joinReducer', () => {
  it('starts by checking permissions', () => {
    expect(initialJoinState).toEqual(checking);
  });

  it.each<[JoinState, JoinEvent, JoinState]>([
    [checking, checked, ready],
    [checking, checkFailed, refused],
    [ready, join, joining],
    [joining, joined, redirect],
    [joining, failed, error],
    [error, join, joining],
  ])('%o + %o → %o', (state, event, expected) => {
    expect(joinReducer(state, event)).toEqual(expected);
  });

  it.each<[JoinState, JoinEvent]>([
    [checking, join],
    [checking, joined],
    [ready, checked],
    [ready, failed],
    [joining, join],
    [joining, checkFailed],
    [error, joined],
    [refused, join],
    [refused, checked],
    [redirect, join],
    [redirect, failed],
  ])('%o ignores %o', (state, event) => {
    expect(joinReducer(state, event)).toBe(state);
  });
});

describe('canStartJoin', () => {
  it.each<[JoinState, boolean]>([
    [checking, false],
    [refused, false],
    [ready, true],
    [joining, false],
    [redirect, false],
    [error, true],
  ])('%o → %s', (state, expected) => {
    expect(canStartJoin(state)).toBe(expected);
  });
});
