/*
 * A live endpoint for the browser tests, run as its own Node process
 * (`node --import tsx --conditions=@jogak/source test/live-server.ts`): the sandbox's SockJS +
 * STOMP endpoint at /ws with its control route, checking CONNECT tokens against a sandbox state.
 * Prints `ready <url> <token>` once listening; the token is a session of demo-general, because
 * the tests in Chromium cannot reach this process's state to sign in.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import { attachLiveEndpoint, createSandboxState } from '@jogak/sandbox';

const port = Number(process.env['LIVE_PORT'] ?? 4201);
const server = createServer((_request, response) => {
  response.writeHead(404);
  response.end();
});
const state = createSandboxState();
const live = attachLiveEndpoint(server, { sessions: state });
server.listen(port, '127.0.0.1');
await once(server, 'listening');
console.info(`ready http://127.0.0.1:${port} ${state.login('demo-general').token}`);

function stop() {
  live.detach();
  server.closeAllConnections();
  server.close(() => process.exit(0));
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
