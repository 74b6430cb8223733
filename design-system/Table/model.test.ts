import { describe, expect, it } from 'vitest';
import {
  compareValues,
  filterRows,
  nextSortDirection,
  selectAllState,
  sortRows,
  toggleAll,
  toggleRow,
  type SelectAllState,
  type SortDirection,
} from './model';

describe('nextSortDirection', () => {
  it.each<[SortDirection | undefined, SortDirection]>([
    [undefined, 'desc'],
    ['desc', 'asc'],
    ['asc', 'desc'],
  ])('%s becomes %s', (current, next) => {
    expect(nextSortDirection(current)).toBe(next);
  });

  it('cycles desc, asc, desc, asc from an unsorted column', () => {
    const seen: SortDirection[] = [];
    let current: SortDirection | undefined;
    for (let click = 0; click < 4; click += 1) {
      current = nextSortDirection(current);
      seen.push(current);
    }
    expect(seen).toEqual(['desc', 'asc', 'desc', 'asc']);
  });
});

describe('compareValues', () => {
  it.each<[unknown, unknown, SortDirection, number]>([
    [2, 10, 'asc', -1],
    [2, 10, 'desc', 1],
    ['item 2', 'item 10', 'asc', -1],
    ['apple', 'Banana', 'asc', -1],
    ['Émile', 'Zoe', 'asc', -1],
    [5, 5, 'asc', 0],
    [null, 1, 'asc', 1],
    [null, 1, 'desc', 1],
    ['', 'a', 'desc', 1],
    ['', 'a', 'asc', 1],
    // A number beside text compares as text (digits before letters), whichever side it is on.
    [5, 'abc', 'asc', -1],
    ['abc', 5, 'asc', 1],
    [undefined, null, 'asc', 0],
    // Numbers compare as numbers, not as digits in text: signs and decimals included.
    [-5, 3, 'asc', -1],
    [3, -5, 'asc', 1],
    [1.5, 1.25, 'asc', 1],
    [1.25, 1.5, 'desc', 1],
    // NaN is no number: last in both directions, equal to another NaN and to an empty cell.
    [Number.NaN, 1, 'asc', 1],
    [Number.NaN, 1, 'desc', 1],
    [1, Number.NaN, 'desc', -1],
    [Number.NaN, Number.NaN, 'asc', 0],
    [Number.NaN, null, 'desc', 0],
    // Text is not a number even when it looks like NaN.
    ['NaN', 'z', 'asc', -1],
  ])('compare(%j, %j, %s) has sign %i', (a, b, direction, sign) => {
    expect(Math.sign(compareValues(a, b, direction))).toBe(sign);
  });
});

interface Person {
  name: string;
  amount: number | null;
  team?: string;
}
const people: Person[] = [
  { name: 'Carla', amount: 50, team: 'Blue' },
  { name: 'ana', amount: 700, team: 'Red' },
  { name: 'Bob', amount: null },
  { name: 'Dee', amount: 50, team: 'blue skies' },
];

describe('sortRows', () => {
  it.each<[keyof Person, SortDirection, string[]]>([
    ['amount', 'desc', ['ana', 'Carla', 'Dee', 'Bob']],
    ['amount', 'asc', ['Carla', 'Dee', 'ana', 'Bob']],
    ['name', 'asc', ['ana', 'Bob', 'Carla', 'Dee']],
    ['name', 'desc', ['Dee', 'Carla', 'Bob', 'ana']],
  ])('by %s %s', (key, direction, names) => {
    expect(sortRows(people, key, direction).map((person) => person.name)).toEqual(names);
  });

  it('returns a copy and leaves the input alone', () => {
    const input = [...people];
    sortRows(input, 'name', 'asc');
    expect(input).toEqual(people);
  });

  it('keeps rows with equal values in their given order (stable), in both directions', () => {
    expect(sortRows(people, 'amount', 'desc').map((person) => person.name)).toEqual(['ana', 'Carla', 'Dee', 'Bob']);
    const reversed = [...people].reverse();
    expect(sortRows(reversed, 'amount', 'asc').map((person) => person.name)).toEqual(['Dee', 'Carla', 'ana', 'Bob']);
  });
});

describe('filterRows', () => {
  it.each<[Partial<Record<keyof Person, string>> | undefined, string[]]>([
    [undefined, ['Carla', 'ana', 'Bob', 'Dee']],
    [{}, ['Carla', 'ana', 'Bob', 'Dee']],
    [{ team: '   ' }, ['Carla', 'ana', 'Bob', 'Dee']],
    [{ team: 'BLUE' }, ['Carla', 'Dee']],
    [{ team: 'blue', amount: '5' }, ['Carla', 'Dee']],
    [{ team: 'blue', name: 'car' }, ['Carla']],
    [{ amount: '70' }, ['ana']],
    [{ name: 'zzz' }, []],
  ])('filters %j keep %j', (filters, names) => {
    expect(filterRows(people, filters).map((person) => person.name)).toEqual(names);
  });

  it('returns a copy even when nothing filters', () => {
    const input = [...people];
    const output = filterRows(input, {});
    expect(output).not.toBe(input);
    output.pop();
    expect(input).toHaveLength(people.length);
  });
});

describe('selectAllState', () => {
  it.each<[number[], number[], SelectAllState]>([
    [[], [], 'none'],
    [[], [1], 'none'],
    [[1, 2, 3], [], 'none'],
    [[1, 2, 3], [9], 'none'],
    [[1, 2, 3], [2], 'some'],
    [[1, 2, 3], [1, 2, 9], 'some'],
    [[1, 2, 3], [1, 2, 3], 'all'],
    [[1, 2, 3], [3, 2, 1, 9], 'all'],
  ])('shown %j with %j selected is %s', (shown, selected, state) => {
    expect(selectAllState(shown, new Set(selected))).toBe(state);
  });
});

describe('toggleAll', () => {
  const sorted = (keys: Set<number>) => [...keys].sort((a, b) => a - b);
  it('selects every shown row when none or some are selected, keeping other pages', () => {
    expect(sorted(toggleAll([1, 2, 3], new Set([9])))).toEqual([1, 2, 3, 9]);
    expect(sorted(toggleAll([1, 2, 3], new Set([2, 9])))).toEqual([1, 2, 3, 9]);
  });

  it('clears the shown rows when all are selected, keeping other pages', () => {
    expect(sorted(toggleAll([1, 2, 3], new Set([1, 2, 3, 9])))).toEqual([9]);
  });

  it('returns a new set and leaves the given one alone', () => {
    const given = new Set([1]);
    expect(toggleAll([1, 2], given)).not.toBe(given);
    expect([...given]).toEqual([1]);
  });
});

describe('toggleRow', () => {
  const shown = ['a', 'b', 'c', 'd', 'e'];
  const sorted = (keys: Set<string>) => [...keys].sort();
  it('checks or clears one row', () => {
    expect(sorted(toggleRow(shown, new Set(['x']), 'b', true))).toEqual(['b', 'x']);
    expect(sorted(toggleRow(shown, new Set(), 'd', true))).toEqual(['d']);
    expect(sorted(toggleRow(shown, new Set(['b', 'x']), 'b', false))).toEqual(['x']);
  });

  it('with an anchor, gives the whole range the clicked state, in either direction', () => {
    expect(sorted(toggleRow(shown, new Set(), 'd', true, 'b'))).toEqual(['b', 'c', 'd']);
    expect(sorted(toggleRow(shown, new Set(), 'a', true, 'c'))).toEqual(['a', 'b', 'c']);
    expect(sorted(toggleRow(shown, new Set(shown), 'e', false, 'c'))).toEqual(['a', 'b']);
  });

  it('ignores an anchor that is no longer shown', () => {
    expect(sorted(toggleRow(shown, new Set(), 'c', true, 'gone'))).toEqual(['c']);
  });

  it('changes only the clicked key when it is not shown, whatever the anchor', () => {
    expect(sorted(toggleRow(shown, new Set(), 'gone', true, 'c'))).toEqual(['gone']);
    expect(sorted(toggleRow(shown, new Set(['a', 'b', 'gone']), 'gone', false, 'b'))).toEqual(['a', 'b']);
  });
});
