import { PROTOCOL_VERSION, type CommandEnvelope, type NativeTransport } from '@jogak/native-bridge';

/** What a phone shell replies to one command: its result, or its failure (a bridge error's kind and message). */
export type ShellReply =
  | { readonly ok: true; readonly result: unknown }
  | { readonly ok: false; readonly error: { readonly kind: string; readonly message?: string } };

/**
 * How the shell takes a command: a reply, `'silent'` (the shell acts and never replies, as for
 * `openLink`), or undefined to leave it to the browser transport's stand-ins.
 */
export type ShellHandling = ShellReply | 'silent' | undefined;

/**
 * A phone shell in front of the browser transport, for `renderApp`'s `shellTransport`: `handle`
 * sees every command first (to record it, answer it or fail it, as the test's phone would); the
 * reply arrives a microtask later, as over the real wire.
 *
 * @example
 * const opened: string[] = [];
 * renderApp('/my', {
 *   shellTransport: phoneShell((envelope) => {
 *     if (envelope.command !== 'openLink') return undefined;
 *     opened.push(String(envelope.payload.url));
 *     return 'silent';
 *   }),
 * });
 */
export function phoneShell(handle: (envelope: CommandEnvelope) => ShellHandling) {
  return (browser: NativeTransport): NativeTransport => {
    let deliver: ((wire: unknown) => void) | undefined;
    return {
      name: browser.name,
      connect(receive) {
        deliver = receive;
        return browser.connect?.(receive) ?? (() => undefined);
      },
      post(envelope: CommandEnvelope) {
        const handling = handle(envelope);
        if (handling === undefined) {
          browser.post(envelope);
          return;
        }
        if (handling === 'silent') return;
        queueMicrotask(() => deliver?.({ jogak: PROTOCOL_VERSION, kind: 'reply', id: envelope.id, ...handling }));
      },
    };
  };
}
