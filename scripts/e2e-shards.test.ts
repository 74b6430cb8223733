import { describe, expect, it } from 'vitest';
import { listSpecs, partitionSpecs, readSeconds, secondsFromReports } from './e2e-shards.mjs';

describe('partitionSpecs', () => {
  it('puts every file in exactly one shard, the long ones apart', () => {
    const seconds = { 'a.spec.ts': 190, 'b.spec.ts': 120, 'c.spec.ts': 60, 'd.spec.ts': 60, 'e.spec.ts': 10 };
    const shards = partitionSpecs(Object.keys(seconds), seconds, 2);
    expect(shards.flatMap((shard) => shard.files).sort()).toEqual(Object.keys(seconds));
    expect(shards.map((shard) => shard.seconds)).toEqual([200, 240]);
    expect(shards[0]?.files).toEqual(['a.spec.ts', 'e.spec.ts']);
  });

  it('counts a file without a recorded time as the median file', () => {
    const shards = partitionSpecs(
      ['new.spec.ts', 'x.spec.ts', 'y.spec.ts', 'z.spec.ts'],
      { 'x.spec.ts': 5, 'y.spec.ts': 30, 'z.spec.ts': 100 },
      2,
    );
    expect(shards.find((shard) => shard.files.includes('new.spec.ts'))?.seconds).toBe(65);
  });

  it('splits the recorded suite into halves within a tenth of each other', () => {
    const shards = partitionSpecs(listSpecs(), readSeconds(), 2);
    const [first = 0, second = 0] = shards.map((shard) => shard.seconds);
    expect(Math.abs(first - second)).toBeLessThan((first + second) / 10);
    expect(shards.flatMap((shard) => shard.files)).toHaveLength(listSpecs().length);
  });
});

describe('secondsFromReports', () => {
  it("sums each file's test durations over nested suites and reports", () => {
    const report = (duration: number) => ({
      suites: [
        {
          file: 'join.spec.ts',
          specs: [{ tests: [{ results: [{ duration }] }] }],
          suites: [{ specs: [{ tests: [{ results: [{ duration: 1500 }] }] }] }],
        },
      ],
    });
    expect(secondsFromReports([report(2000), report(1000)])).toEqual({ 'tests/e2e/join.spec.ts': 6 });
  });
});
