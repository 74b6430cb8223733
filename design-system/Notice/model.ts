import { __ } from '../i18n';

export const NOTICE_TYPES = ['error', 'failed', 'warning', 'success', 'notice', 'info', 'http'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** The colour family a notice or modal of this type is drawn in. */
export type NoticeTone = 'danger' | 'warning' | 'success' | 'info';

const TONES: Record<NoticeType, NoticeTone> = {
  error: 'danger',
  failed: 'danger',
  http: 'danger',
  warning: 'warning',
  success: 'success',
  notice: 'info',
  info: 'info',
};

export function noticeTone(type: NoticeType): NoticeTone {
  return TONES[type];
}

/** Failures interrupt (an assertive alert); everything else waits its turn (a polite status). */
export function noticeRole(type: NoticeType): 'alert' | 'status' {
  return noticeTone(type) === 'danger' ? 'alert' : 'status';
}

/** SPEC: with no text, a notice says its type name, capitalised. Literal strings so translators see each. */
export function defaultNoticeText(type: NoticeType): string {
  switch (type) {
    case 'error':
      return __('Error');
    case 'failed':
      return __('Failed');
    case 'warning':
      return __('Warning');
    case 'success':
      return __('Success');
    case 'notice':
      return __('Notice');
    case 'info':
      return __('Info');
    case 'http':
      return __('Http');
  }
}
