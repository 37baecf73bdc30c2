import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { SandboxState } from '../model/state';
import { SYNC_EVENTS, connectLiveBridge, initialLiveMessages } from './live-bridge';
import { type LiveEndpointOptions, attachLiveEndpoint } from './live-endpoint';
import { type MarketSimulatorOptions, createMarketSimulator } from './market-simulator';

export interface LiveExtensionOptions extends Omit<LiveEndpointOptions, 'initialMessages' | 'sessions'> {
  simulator?: MarketSimulatorOptions & { /** Start moving the markets at once; default true. */ autoStart?: boolean };
}

/**
 * Deliver a `/sync/…` call's answer to its member's live queue too: the partner answers these
 * calls asynchronously over the live feed (register-account … account-history-detail).
 */
function captureSyncAnswers(request: IncomingMessage, response: ServerResponse, deliver: (token: string, kind: string, body: string) => void): void {
  const path = (request.url ?? '').split('?')[0] ?? '';
  const kind = SYNC_EVENTS[`${request.method ?? 'GET'} ${path}`];
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!kind || !token) return;
  const chunks: Buffer[] = [];
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  response.write = ((chunk: unknown, ...rest: never[]) => {
    if (chunk) chunks.push(Buffer.from(chunk as string));
    return write(chunk as string, ...rest);
  }) as typeof response.write;
  response.end = ((chunk?: unknown, ...rest: never[]) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as string));
    if (response.statusCode === 200) deliver(token, kind, Buffer.concat(chunks).toString('utf8'));
    return end(chunk as string, ...rest);
  }) as typeof response.end;
}

/**
 * The sandbox's live side as one server extension (a `SandboxExtension` of the HTTP server): the SockJS + STOMP endpoint at `/ws`, the
 * bridge from the sandbox model to the live events, the market simulator, and the control route
 * `/__sandbox/live` (kill, restart, publish, simulator rate).
 *
 * @example
 * createSandboxHttpServer({ port: 4010, extensions: [liveSandboxExtension()] });
 */
export function liveSandboxExtension(options: LiveExtensionOptions = {}): (context: { server: Server; sandbox: { state: SandboxState } }) => { close(): void } {
  return ({ server, sandbox }) => {
    const state = sandbox.state;
    server.prependListener('request', (request: IncomingMessage, response: ServerResponse) =>
      captureSyncAnswers(request, response, (token, kind, json) => {
        const memberId = state.memberIdForToken(token);
        if (memberId) endpoint.broker.sendToUser(memberId, `{"event":${JSON.stringify(kind)},"data":${json}}`);
      }),
    );
    const endpoint = attachLiveEndpoint(server, { ...options, sessions: state, initialMessages: (destination) => initialLiveMessages(state, destination) });
    const stopBridge = connectLiveBridge(state, endpoint.broker);
    const simulator = createMarketSimulator(state, options.simulator);
    endpoint.addControl(simulator.control);
    if (options.simulator?.autoStart ?? true) simulator.start();
    return {
      close() {
        simulator.stop();
        stopBridge();
        endpoint.detach();
      },
    };
  };
}
