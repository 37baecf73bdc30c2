/*
 * A live endpoint for the browser tests and the benchmark, run as its own Node process
 * (`node --import tsx --conditions=@jogak/source test/live-server.ts`): the sandbox's SockJS +
 * STOMP endpoint at /ws with its control route. Prints `ready <url>` once listening.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import { attachLiveEndpoint } from '@jogak/sandbox';

const port = Number(process.env['LIVE_PORT'] ?? 4201);
const server = createServer((_request, response) => {
  response.writeHead(404);
  response.end();
});
const live = attachLiveEndpoint(server);
server.listen(port, '127.0.0.1');
await once(server, 'listening');
console.info(`ready http://127.0.0.1:${port}`);

function stop() {
  live.detach();
  server.closeAllConnections();
  server.close(() => process.exit(0));
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
