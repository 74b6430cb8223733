import { describe, expect, it } from 'vitest';
import { compareValues, filterRows, nextSortDirection, sortRows, type SortDirection } from './model';

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
    [undefined, null, 'asc', 0],
    [Number.NaN, 1, 'asc', 1],
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
});
