// Summaries of what Chromium recorded on a page's main thread, shared by the bench scripts:
// self time per function or file from a CPU profile, and time per kind of work from a trace.

/** Self time (microseconds) per key of a CPU profile's sampled frames. */
function selfTimeBy(profile, keyOf) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const totals = new Map();
  profile.samples.forEach((id, index) => {
    const key = keyOf(byNode.get(id));
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  return totals;
}

/** `name file:line:column`, the file without its folder. */
const functionKey = (frame) => `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;

/** The script file of a frame without folder and content hash; the browser's own work has none. */
const fileKey = (frame) => (frame.url === '' ? '(browser: parse, style, layout, GC, idle)' : frame.url.split('/').pop().replace(/-[\w-]{8}\.js$/, '.js'));

const lines = (totals, count, runs = 1) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `${(micros / 1000 / runs).toFixed(0).padStart(6)} ms  ${name}`);

/** The functions with the most self time in CPU profiles, per profile (`runs` of them summed). */
export function topFunctions(profiles, count = 15) {
  const all = [profiles].flat();
  const totals = new Map();
  for (const profile of all) for (const [key, micros] of selfTimeBy(profile, functionKey)) totals.set(key, (totals.get(key) ?? 0) + micros);
  return lines(totals, count, all.length);
}

/** Self time per script file (chunk) in CPU profiles, per profile. */
export function selfTimeByFile(profiles, count = 15) {
  const all = [profiles].flat();
  const totals = new Map();
  for (const profile of all) for (const [key, micros] of selfTimeBy(profile, fileKey)) totals.set(key, (totals.get(key) ?? 0) + micros);
  return lines(totals, count, all.length);
}

/** A CPU profile's nodes by id, and each node's caller. */
function profileTree(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node])));
  return { byId, parentOf };
}

/**
 * Where a function's self time comes from: its samples' self time per chain of `depth` callers
 * (nearest first), per profile, e.g. which script calls a browser API such as `appendChild`.
 */
export function callersOf(profiles, functionName, count = 10, depth = 4) {
  const all = [profiles].flat();
  const totals = new Map();
  for (const profile of all) {
    const { byId, parentOf } = profileTree(profile);
    const chainOf = (node) => {
      const chain = [];
      for (let caller = parentOf.get(node.id); caller && chain.length < depth; caller = parentOf.get(caller.id)) chain.push(functionKey(caller.callFrame));
      return chain.join(' < ');
    };
    profile.samples.forEach((id, index) => {
      const node = byId.get(id);
      if (node?.callFrame.functionName !== functionName) return;
      const key = chainOf(node);
      totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
    });
  }
  return lines(totals, count, all.length);
}

const KINDS = new Set(['RunTask', 'FunctionCall', 'EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'V8.GC_SCAVENGER', 'MinorGC', 'MajorGC', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'HitTest', 'ParseHTML', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'ResourceReceivedData', 'ResourceFinish']);

/**
 * The page's renderer main thread, not that of one of Chromium's own pages (a headless Chromium
 * also renders its omnibox popup from chrome:// URLs, and its thread comes first): the renderer
 * that asked for a web (http) URL, or in a trace without requests the one that ran most script.
 */
function pageMainThread(events) {
  const scriptTime = new Map();
  for (const event of events) {
    if (event.ph === 'X' && event.name === 'FunctionCall') scriptTime.set(event.pid, (scriptTime.get(event.pid) ?? 0) + event.dur);
  }
  const busiest = [...scriptTime].sort((a, b) => b[1] - a[1])[0]?.[0];
  const pageProcess = events.find((event) => event.name === 'ResourceSendRequest' && /^https?:/.test(event.args?.data?.url ?? ''))?.pid ?? busiest;
  return events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === pageProcess);
}

/**
 * The page's main thread in Chromium traces: the time of each kind of work, per trace, counting an
 * event only where no enclosing event is being counted (a Layout inside a script's forced reflow
 * counts as Layout, and the script's own time excludes it); `RunTask` is what no inner event
 * names. `until(trace)` (trace microseconds) stops each trace there, e.g. at the largest paint.
 */
export function mainThreadBreakdown(traces, until = () => Infinity) {
  const all = [traces].flat();
  const totals = new Map();
  for (const trace of all) {
    const events = trace.traceEvents;
    const main = pageMainThread(events);
    if (!main) continue;
    const end = until(trace);
    const spans = events
      .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && KINDS.has(event.name) && event.ts < end)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const open = [];
    for (const span of spans) {
      while (open.length > 0 && open.at(-1).ts + open.at(-1).dur <= span.ts) open.pop();
      const parent = open.at(-1);
      if (parent) totals.set(parent.name, (totals.get(parent.name) ?? 0) - span.dur);
      totals.set(span.name, (totals.get(span.name) ?? 0) + span.dur);
      open.push(span);
    }
  }
  return lines(totals, Infinity, all.length);
}

/** What a trace event ran, in a few words: the function and file of a call, the file of a script, the type of an event. */
function eventLabel(event) {
  const data = event.args?.data ?? {};
  const file = (data.url ?? '').split('/').pop().replace(/-[\w-]{8}\.js$/, '.js');
  if (event.name === 'FunctionCall') return `FunctionCall ${data.functionName || '(anonymous)'} ${file}`;
  if (event.name === 'EventDispatch') return `EventDispatch ${data.type}`;
  return file === '' ? event.name : `${event.name} ${file}`;
}

/**
 * A CPU profile's samples with their time (trace microseconds, the clock trace events use), their
 * function and their entry: the outermost script function on the stack, what the task called into.
 */
function timedSamples(profile) {
  const { byId, parentOf } = profileTree(profile);
  const entryOf = (node) => {
    let entry = node;
    for (let caller = parentOf.get(node.id); caller && caller.callFrame.functionName !== '(root)'; caller = parentOf.get(caller.id)) entry = caller;
    return entry;
  };
  let at = profile.startTime;
  return profile.samples.map((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    at += micros;
    const node = byId.get(id);
    return { at, micros, frame: node.callFrame, entry: entryOf(node).callFrame };
  });
}

/** The `count` largest of `totals` (microseconds by name), as `12 ms  name` without the column's padding. */
const largest = (totals, count) => lines(totals, count).map((line) => line.trim());

/**
 * The main thread's long tasks (at least `minMs` long, as traced: slowed when the page was), each
 * with when it started (from the navigation), the largest events directly in it, and from the CPU
 * profile of the same load the functions with the most self time in it and the functions it
 * entered by: which work a task holds, to split or defer it. Each load's list opens with its
 * blocking time, the long tasks' time beyond `minMs` summed over the whole load (Lighthouse's TBT
 * counts the same between the first paint and the page's quiet, from its simulation).
 */
export function longTasks(traces, profiles, { minMs = 50, events = 4, functions = 5 } = {}) {
  const profileList = [profiles].flat();
  return [traces].flat().flatMap((trace, load) => {
    const main = pageMainThread(trace.traceEvents);
    if (!main) return [];
    const onMain = trace.traceEvents.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
    const origin = trace.traceEvents.find((event) => event.name === 'navigationStart' && event.pid === main.pid)?.ts ?? onMain[0]?.ts ?? 0;
    const samples = profileList[load] ? timedSamples(profileList[load]) : [];
    const long = onMain.filter((event) => event.name === 'RunTask' && event.dur >= minMs * 1000);
    const blocking = long.reduce((sum, task) => sum + task.dur / 1000 - minMs, 0);
    const header = `load ${load + 1}: ${long.length} long tasks, ${blocking.toFixed(0)} ms over ${minMs} ms in all (blocking time, observed)`;
    return [
      header,
      ...long.map((task) => {
        const end = task.ts + task.dur;
        const inner = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= end);
        const direct = inner.filter((event) => !inner.some((outer) => outer.dur > event.dur && outer.ts <= event.ts && outer.ts + outer.dur >= event.ts + event.dur));
        const biggest = direct.sort((a, b) => b.dur - a.dur).slice(0, events).map((event) => `${(event.dur / 1000).toFixed(0)} ms ${eventLabel(event)}`);
        const self = new Map();
        const entries = new Map();
        for (const sample of samples) {
          if (sample.at < task.ts || sample.at > end) continue;
          const key = functionKey(sample.frame);
          if (key.startsWith('(idle)')) continue;
          self.set(key, (self.get(key) ?? 0) + sample.micros);
          const entry = functionKey(sample.entry);
          if (!entry.startsWith('(')) entries.set(entry, (entries.get(entry) ?? 0) + sample.micros);
        }
        return [
          `load ${load + 1} at ${((task.ts - origin) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms`,
          `    ${biggest.join('; ')}`,
          `    self: ${largest(self, functions).join('; ')}`,
          `    entered by: ${largest(entries, functions).join('; ')}`,
        ].join('\n');
      }),
    ];
  });
}
