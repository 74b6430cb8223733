import { describe, expect, it } from 'vitest';
import type { NoticeType } from '../Notice/model';
import { detailsHeading } from './model';

describe('detailsHeading', () => {
  it.each<[NoticeType, string]>([
    ['error', 'Error details'],
    ['failed', 'Additional context'],
    ['http', 'Additional context'],
    ['warning', 'Additional context'],
    ['success', 'Additional context'],
    ['notice', 'Additional context'],
    ['info', 'Additional context'],
  ])('a %s modal heads its details %s', (type, heading) => {
    expect(detailsHeading(type)).toBe(heading);
  });
});
