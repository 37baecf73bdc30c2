// How e2e/run-in-lanes.mjs shares the spec files between its lanes, and how it reads back what
// each file took.

/**
 * Deals whole spec files to at most `laneCount` lanes, longest first, each to the lane with the
 * least work so far. A file with no recorded seconds counts as the median of the recorded ones.
 *
 * @param {string[]} files spec file names
 * @param {Record<string, number>} secondsOf each file's seconds in a recorded run
 * @param {number} laneCount
 * @returns {{ lanes: { seconds: number, files: string[] }[], unrecorded: string[] }} the lanes that
 *   got files (files in name order, the order Playwright runs them in), and the files counted as the median
 */
export function dealSpecFiles(files, secondsOf, laneCount) {
  const recorded = files.map((file) => secondsOf[file]).filter((seconds) => seconds !== undefined);
  recorded.sort((a, b) => a - b);
  const median = recorded[Math.floor(recorded.length / 2)] ?? 1;
  const secondsFor = (file) => secondsOf[file] ?? median;
  const lanes = Array.from({ length: laneCount }, () => ({ seconds: 0, files: [] }));
  const longestFirst = [...files].sort((a, b) => secondsFor(b) - secondsFor(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = lanes.reduce((least, lane) => (lane.seconds < least.seconds ? lane : least));
    lightest.files.push(file);
    lightest.seconds += secondsFor(file);
  }
  for (const lane of lanes) lane.files.sort();
  return {
    lanes: lanes.filter((lane) => lane.files.length > 0),
    unrecorded: files.filter((file) => secondsOf[file] === undefined),
  };
}

/**
 * Each spec file's seconds in a Playwright JSON report: the durations of all its tests' results
 * (retries included), rounded, at least 1.
 *
 * @param {{ suites: object[] }} report
 * @returns {Record<string, number>}
 */
export function secondsPerSpecFile(report) {
  const milliseconds = {};
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const results = spec.tests.flatMap((test) => test.results);
      milliseconds[spec.file] = (milliseconds[spec.file] ?? 0) + results.reduce((sum, result) => sum + result.duration, 0);
    }
    for (const inner of suite.suites ?? []) visit(inner);
  };
  for (const suite of report.suites) visit(suite);
  return Object.fromEntries(Object.entries(milliseconds).map(([file, total]) => [file, Math.max(1, Math.round(total / 1000))]));
}
