import type { TestProject } from 'vitest/node';
import { startLiveServer } from './start-live-server';

/** The port of the live server the browser tests talk to (the realtime range is 4201–4209). */
const BROWSER_TEST_PORT = 4201;

declare module 'vitest' {
  export interface ProvidedContext {
    /** A session token of demo-general on the live server, for `connect({ uid, token })`. */
    liveToken: string;
  }
}

/** Start a real SockJS + STOMP endpoint for the Chromium tests; stopped when they end. */
export default async function setup(project: TestProject) {
  const server = await startLiveServer(BROWSER_TEST_PORT);
  project.provide('liveToken', server.token);
  return () => server.stop();
}
