import { describe, expect, it } from 'vitest';
import { STATUSES, statusTone, type Status } from './model';

describe('statusTone', () => {
  it.each<[Status, string]>([
    ['active', 'success'],
    ['pending', 'warning'],
    ['denied', 'danger'],
    ['inactive', 'neutral'],
    ['draft', 'info'],
  ])('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('gives every status its own tone', () => {
    expect(new Set(STATUSES.map(statusTone)).size).toBe(STATUSES.length);
  });
});
