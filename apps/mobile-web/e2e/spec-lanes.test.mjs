import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dealSpecFiles, secondsPerSpecFile } from './spec-lanes.mjs';

test('one long file gets a lane of its own and the rest share the other', () => {
  const secondsOf = { 'a.spec.ts': 200, 'b.spec.ts': 80, 'c.spec.ts': 70, 'd.spec.ts': 60 };
  const { lanes, unrecorded } = dealSpecFiles(Object.keys(secondsOf), secondsOf, 2);
  assert.deepEqual(lanes, [
    { seconds: 200, files: ['a.spec.ts'] },
    { seconds: 210, files: ['b.spec.ts', 'c.spec.ts', 'd.spec.ts'] },
  ]);
  assert.deepEqual(unrecorded, []);
});

test('a file with no recorded seconds counts as the median and is named', () => {
  const secondsOf = { 'a.spec.ts': 10, 'b.spec.ts': 30, 'c.spec.ts': 50 };
  const { lanes, unrecorded } = dealSpecFiles(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'new.spec.ts'], secondsOf, 2);
  assert.deepEqual(unrecorded, ['new.spec.ts']);
  assert.deepEqual(lanes, [
    { seconds: 60, files: ['a.spec.ts', 'c.spec.ts'] },
    { seconds: 60, files: ['b.spec.ts', 'new.spec.ts'] },
  ]);
});

test('no lane is left without files, and every file runs exactly once', () => {
  const files = ['x.spec.ts', 'y.spec.ts'];
  const { lanes } = dealSpecFiles(files, {}, 4);
  assert.equal(lanes.length, 2);
  assert.deepEqual(lanes.flatMap((lane) => lane.files).sort(), files);
});

test("a JSON report's results add up per spec file, nested suites and retries included", () => {
  const report = {
    suites: [
      {
        file: 'a.spec.ts',
        specs: [{ file: 'a.spec.ts', tests: [{ results: [{ duration: 1_200 }, { duration: 800 }] }] }],
        suites: [{ specs: [{ file: 'a.spec.ts', tests: [{ results: [{ duration: 3_000 }] }] }] }],
      },
      { file: 'b.spec.ts', specs: [{ file: 'b.spec.ts', tests: [{ results: [{ duration: 120 }] }] }] },
    ],
  };
  assert.deepEqual(secondsPerSpecFile(report), { 'a.spec.ts': 5, 'b.spec.ts': 1 });
});
