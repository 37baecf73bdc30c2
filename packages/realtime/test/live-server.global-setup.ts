import { startLiveServer } from './start-live-server';

/** The port of the live server the browser tests talk to (the realtime range is 4201–4209). */
const BROWSER_TEST_PORT = 4201;

/** Start a real SockJS + STOMP endpoint for the Chromium tests; stopped when they end. */
export default async function setup() {
  const server = await startLiveServer(BROWSER_TEST_PORT);
  return () => server.stop();
}
