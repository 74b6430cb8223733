import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, messages, readErrorBody } from './errors';

describe('readErrorBody', () => {
  it.each([
    [
      'a WordPress error',
      { code: 'rest_forbidden', message: 'No.', data: { status: 403 } },
      { message: 'No.', code: 'rest_forbidden' },
    ],
    ['a numeric code', { code: 404, message: 'Not found' }, { message: 'Not found', code: '404' }],
    [
      'the plugin’s { error, message }',
      { error: 'invalid_team', message: 'Private' },
      { message: 'Private', code: 'invalid_team' },
    ],
    ['an error that is not a code', { error: true, message: 'Failed' }, { message: 'Failed', code: undefined }],
    ['a code without a message', { code: 'rest_forbidden' }, { message: undefined, code: 'rest_forbidden' }],
    ['a blank message', { message: '  ', code: 'x' }, { message: undefined, code: 'x' }],
    ['an empty message', { message: '' }, { message: undefined, code: undefined }],
  ])('reads %s', (_label, body, expected) => {
    expect(readErrorBody(body)).toEqual(expected);
  });

  it("reads WordPress's formatted message as its text, and keeps any other markup as sent", () => {
    const fatal = {
      code: 'wp_die',
      message: '<p>A critical error.</p><p><a href="/x">Learn <em>more</em></a></p>',
    };
    expect(readErrorBody(fatal).message).toBe('A critical error. Learn more');
    expect(readErrorBody({ message: '<p> </p>' })).toEqual({});
    const echoed = 'No user <img src=x onerror="alert(1)"> or <script>alert(2)</script>';
    expect(readErrorBody({ message: echoed }).message).toBe(echoed);
  });

  it.each([
    ['a string', 'Forbidden'],
    ['null', null],
    ['a message that is not text', { message: 42, code: 'x' }],
    ['a code that is neither text nor a number', { code: { nested: true }, message: 'x' }],
  ])('gives nothing for %s', (_label, body) => {
    expect(readErrorBody(body)).toEqual({});
  });
});

describe('ApiError', () => {
  it('names itself in logs and keeps its details', () => {
    const error = new ApiError('http', 'No.', { status: 403, code: 'rest_forbidden' });
    expect(String(error)).toBe('ApiError: No.');
    expect(error).toMatchObject({ kind: 'http', status: 403, code: 'rest_forbidden' });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('No.'))).toBe(false);
  });
});

describe('messages', () => {
  it('says what went wrong, in words a visitor understands', () => {
    expect(messages.network()).toBe('Could not reach the server. Check your connection and try again.');
    expect(messages.timeout()).toBe('The server took too long to answer. Please try again.');
    expect(messages.parse()).toBe('The server sent an answer this page could not read. Please try again.');
    expect(messages.cancelled()).toBe('The request was cancelled.');
  });
});
