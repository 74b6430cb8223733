import { describe, expect, it } from 'vitest';
import { clampPage, pageRange } from './model';

describe('pageRange', () => {
  it.each<[string, number, number, number[]]>([
    ['no pages', 1, 0, []],
    ['one page', 1, 1, []],
    ['negative total', 1, -3, []],
    ['two pages', 1, 2, [1, 2]],
    ['two pages, on the last', 2, 2, [1, 2]],
    ['five pages', 3, 5, [1, 2, 3, 4, 5]],
    ['five pages, on the last', 5, 5, [1, 2, 3, 4, 5]],
    ['six pages, at the start', 1, 6, [1, 2, 3, 4, 5]],
    ['six pages, centred would overflow', 4, 6, [2, 3, 4, 5, 6]],
    ['six pages, at the end', 6, 6, [2, 3, 4, 5, 6]],
    ['100 pages, first', 1, 100, [1, 2, 3, 4, 5]],
    ['100 pages, second', 2, 100, [1, 2, 3, 4, 5]],
    ['100 pages, third', 3, 100, [1, 2, 3, 4, 5]],
    ['100 pages, fourth is centred', 4, 100, [2, 3, 4, 5, 6]],
    ['100 pages, middle', 50, 100, [48, 49, 50, 51, 52]],
    ['100 pages, second to last', 99, 100, [96, 97, 98, 99, 100]],
    ['100 pages, last', 100, 100, [96, 97, 98, 99, 100]],
    ['current above the last page', 250, 100, [96, 97, 98, 99, 100]],
    ['current below 1', -4, 100, [1, 2, 3, 4, 5]],
    ['current 0', 0, 100, [1, 2, 3, 4, 5]],
    ['current NaN', Number.NaN, 100, [1, 2, 3, 4, 5]],
    ['fractional current', 50.7, 100, [48, 49, 50, 51, 52]],
    ['infinite total', 1, Number.POSITIVE_INFINITY, []],
  ])('%s: pageRange(%d, %d)', (_case, current, total, expected) => {
    expect(pageRange(current, total)).toEqual(expected);
  });

  it.each<[number, number, number, number[]]>([
    [50, 100, 3, [49, 50, 51]],
    [50, 100, 4, [49, 50, 51, 52]],
    [1, 100, 1, [1]],
    [7, 100, 0, [7]],
    [2, 3, 7, [1, 2, 3]],
  ])('pageRange(%d, %d, max %d) is %j', (current, total, max, expected) => {
    expect(pageRange(current, total, max)).toEqual(expected);
  });

  it('never shows more than 5 numbers, always includes the current page and stays in range', () => {
    for (let total = 2; total <= 12; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const pages = pageRange(current, total);
        expect(pages.length).toBe(Math.min(5, total));
        expect(pages).toContain(current);
        expect(pages[0]).toBeGreaterThanOrEqual(1);
        expect(pages.at(-1)).toBeLessThanOrEqual(total);
      }
    }
  });
});

describe('clampPage', () => {
  it.each<[number, number, number]>([
    [3, 10, 3],
    [0, 10, 1],
    [11, 10, 10],
    [Number.NaN, 10, 1],
    [2.9, 10, 2],
    [5, 0, 1],
  ])('clampPage(%d, %d) is %d', (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });
});
