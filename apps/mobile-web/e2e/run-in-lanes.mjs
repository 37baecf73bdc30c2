// Runs the journeys in lanes: each lane is a Playwright run of its own over some of the spec
// files, with its own sandbox and preview server, so no lane ever sees another lane's sandbox
// state (its clock, armed faults, signed-up members). Inside a lane the journeys run one at a
// time, as playwright.config.ts says.
//
//   node e2e/run-in-lanes.mjs [playwright test options…]   (options such as --grep: one lane)
//
// E2E_LANES            how many lanes (default: 2 where the machine has 2 cores or more, else 1)
// E2E_APP_PORT, E2E_SANDBOX_PORT   the first lane's ports (4510, 4511); lane n adds 2 × (n − 1)
// E2E_RECORD_SECONDS=1 writes each spec file's measured seconds to spec-seconds.json afterwards
//                      (a run of every journey, with no options)
//
// Playwright's own `--shard` splits by test count, which gave one lane the axe sweep's 106 short
// tests and the other every long journey (4.1 against 9.8 minutes). Whole spec files are dealt
// out instead, longest first to the lane with the least work so far, by the seconds each file
// took in a recorded run (spec-seconds.json; e2e/spec-lanes.mjs).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { dealSpecFiles, secondsPerSpecFile } from './spec-lanes.mjs';

const E2E_DIR = fileURLToPath(new URL('.', import.meta.url));
const SECONDS_FILE = join(E2E_DIR, 'spec-seconds.json');

const askedLanes = Number.parseInt(process.env.E2E_LANES ?? String(Math.min(2, availableParallelism())), 10);
if (!Number.isInteger(askedLanes) || askedLanes < 1) {
  console.error(`E2E_LANES must be a whole number of at least 1, got "${process.env.E2E_LANES}"`);
  process.exit(2);
}
const firstAppPort = Number(process.env.E2E_APP_PORT ?? 4510);
const firstSandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4511);
const playwrightOptions = process.argv.slice(2);
const filtered = playwrightOptions.length > 0;
// A filtered run (--grep and the like) goes in one lane: a lane whose files hold no match would
// fail with "No tests found". It says nothing of a whole file's seconds either.
const laneCount = filtered ? 1 : askedLanes;
const recordSeconds = process.env.E2E_RECORD_SECONDS === '1' && !filtered;
if (process.env.E2E_RECORD_SECONDS === '1' && filtered) console.warn('seconds are recorded only by a run of every journey (no options)');

/** @returns {Record<string, number>} */
function recordedSeconds() {
  return JSON.parse(readFileSync(SECONDS_FILE, 'utf8'));
}

/** Copies a lane's output line by line, each line marked with its lane. */
function relay(stream, lane, sink) {
  createInterface({ input: stream }).on('line', (line) => sink.write(`[lane ${lane}] ${line}\n`));
}

/** A CLI filter that matches exactly this spec file (Playwright reads filters as regular expressions). */
function onlyFile(file) {
  return `e2e/${file.replaceAll('.', '\\.')}$`;
}

function reportFileOf(lane) {
  return join(tmpdir(), `jogak-e2e-lane-${lane}-${process.pid}.json`);
}

function runLane(lane, files) {
  const reporters = recordSeconds ? ['--reporter=list,json'] : [];
  const child = spawn('pnpm', ['exec', 'playwright', 'test', ...reporters, ...playwrightOptions, ...files.map(onlyFile)], {
    env: {
      ...process.env,
      E2E_LANE: String(lane),
      E2E_APP_PORT: String(firstAppPort + 2 * (lane - 1)),
      E2E_SANDBOX_PORT: String(firstSandboxPort + 2 * (lane - 1)),
      ...(recordSeconds ? { PLAYWRIGHT_JSON_OUTPUT_FILE: reportFileOf(lane) } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  relay(child.stdout, lane, process.stdout);
  relay(child.stderr, lane, process.stderr);
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`[lane ${lane}] could not start Playwright: ${error.message}`);
      resolve(false);
    });
    child.on('close', (code, signal) => {
      if (signal) console.error(`[lane ${lane}] Playwright was stopped by ${signal}`);
      resolve(code === 0);
    });
  });
}

const specFiles = readdirSync(E2E_DIR).filter((file) => file.endsWith('.spec.ts')).sort();
const { lanes, unrecorded } = dealSpecFiles(specFiles, recordedSeconds(), laneCount);
if (unrecorded.length > 0) {
  console.warn(`no recorded seconds for ${unrecorded.join(', ')} (counted as the median): E2E_RECORD_SECONDS=1 records them`);
}
for (const [index, lane] of lanes.entries()) console.log(`lane ${index + 1}: about ${lane.seconds} s, ${lane.files.join(' ')}`);

const passed = await Promise.all(lanes.map((lane, index) => runLane(index + 1, lane.files)));
const failedLanes = lanes.map((_, index) => index + 1).filter((lane) => !passed[lane - 1]);

if (recordSeconds) {
  const measured = { ...recordedSeconds() };
  for (const lane of lanes.keys()) {
    const reportFile = reportFileOf(lane + 1);
    if (!existsSync(reportFile)) {
      console.error(`[lane ${lane + 1}] wrote no report: its files keep their recorded seconds`);
      continue;
    }
    Object.assign(measured, secondsPerSpecFile(JSON.parse(readFileSync(reportFile, 'utf8'))));
    rmSync(reportFile);
  }
  const kept = Object.fromEntries(specFiles.filter((file) => measured[file] !== undefined).map((file) => [file, measured[file]]));
  writeFileSync(SECONDS_FILE, `${JSON.stringify(kept, null, 2)}\n`);
  console.log(`recorded the seconds of ${Object.keys(kept).length} spec files in e2e/spec-seconds.json`);
}

if (failedLanes.length > 0) {
  console.error(`journeys failed in lane ${failedLanes.join(', ')} of ${lanes.length}`);
  process.exit(1);
}
console.log(`journeys passed in ${lanes.length === 1 ? 'one lane' : `all ${lanes.length} lanes`}`);
