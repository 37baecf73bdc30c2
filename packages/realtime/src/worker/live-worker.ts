/*
 * The entry of the live market's dedicated Web Worker (module worker). Started by
 * `startLiveWorker`; bundlers emit it as its own chunk.
 */
import type { WorkerScope } from './protocol';
import { serveLiveWorker } from './worker-host';

// `self` is typed as a Window by the DOM library this package compiles with; in a dedicated
// worker it is the DedicatedWorkerGlobalScope, whose postMessage takes the message alone.
serveLiveWorker(self as unknown as WorkerScope);
