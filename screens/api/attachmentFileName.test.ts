import { describe, expect, it } from 'vitest';
import { attachmentFileName } from './attachmentFileName';

describe('attachmentFileName', () => {
  it.each([
    ['attachment; filename="campaign-1-teams.csv"', 'campaign-1-teams.csv'],
    ['attachment; filename=campaign-1-teams.csv', 'campaign-1-teams.csv'],
    ['attachment; filename="a \\"quoted\\" name.csv"; size=10', 'a "quoted" name.csv'],
    ['attachment; filename="fallback.csv"; filename*=UTF-8\'\'Spenden%20M%C3%BCnchen.csv', 'Spenden München.csv'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A.csv; filename="plain.csv"', 'plain.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\x.csv"', 'x.csv'],
    ['attachment', undefined],
    ['attachment; filename=""', undefined],
    [null, undefined],
  ])('%j → %j', (header, expected) => {
    expect(attachmentFileName(header)).toBe(expected);
  });
});
