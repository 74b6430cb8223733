import { describe, expect, it } from 'vitest';
import { defaultNoticeText, noticeRole, noticeTone, type NoticeTone, type NoticeType } from './model';

describe('notice model', () => {
  it.each<[NoticeType, NoticeTone, 'alert' | 'status', string]>([
    ['error', 'danger', 'alert', 'Error'],
    ['failed', 'danger', 'alert', 'Failed'],
    ['http', 'danger', 'alert', 'Http'],
    ['warning', 'warning', 'status', 'Warning'],
    ['success', 'success', 'status', 'Success'],
    ['notice', 'info', 'status', 'Notice'],
    ['info', 'info', 'status', 'Info'],
  ])('%s: tone %s, role %s, default text %s', (type, tone, role, text) => {
    expect(noticeTone(type)).toBe(tone);
    expect(noticeRole(type)).toBe(role);
    expect(defaultNoticeText(type)).toBe(text);
  });

  it('default text is the capitalised type name for every type', () => {
    const types: NoticeType[] = ['error', 'failed', 'warning', 'success', 'notice', 'info', 'http'];
    for (const type of types) {
      expect(defaultNoticeText(type)).toBe(type.charAt(0).toUpperCase() + type.slice(1));
    }
  });
});
