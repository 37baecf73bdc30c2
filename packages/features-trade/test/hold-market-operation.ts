import type { SandboxServer } from '@jogak/sandbox/node';
import { http } from 'msw';

/**
 * Sets the sandbox at 18:00 on a Tuesday (장 마감, the banner's longest text) and holds its
 * market-operation-time call until the test calls the returned `answer`; the call then gets the
 * sandbox's own answer. The live feed tells the operation too: start it with
 * `withholdMarketOperation` so that it does not answer first.
 *
 * @example
 * const answer = holdClosedMarketOperation(sandbox);
 * await renderList({ withholdMarketOperation: true });
 * answer();
 */
export function holdClosedMarketOperation(sandbox: SandboxServer): () => void {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  sandbox.state.clock.set('2025-03-04T18:00:00+09:00');
  sandbox.server.use(http.get(/\/main\/v1\/stock\/market-operation-time$/, () => answered));
  return answer;
}
