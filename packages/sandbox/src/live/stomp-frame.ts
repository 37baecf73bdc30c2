/*
 * STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html) over text messages.
 * A frame may arrive split over several SockJS messages, or several frames in one message, so the
 * reader keeps the bytes it has not consumed yet. Lengths are counted in UTF-8 octets, as
 * `content-length` is.
 */

/** One STOMP frame. Header names keep their first occurrence, as the 1.2 spec says. */
export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

/** What the reader found in the bytes received: frames and bare end-of-lines (heart-beats). */
export type StompReadItem = { kind: 'frame'; frame: StompFrame } | { kind: 'heartbeat' };

/** A frame the reader cannot make sense of. The connection must be closed with an ERROR. */
export class StompProtocolError extends Error {
  override name = 'StompProtocolError';
}

const NUL = 0x00;
const LF = 0x0a;
const CR = 0x0d;

/** CONNECT and CONNECTED headers are never escaped (1.2, "Value Encoding"). */
const UNESCAPED_COMMANDS = new Set(['CONNECT', 'CONNECTED']);

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' };
const UNESCAPES: Record<string, string> = { '\\': '\\', r: '\r', n: '\n', c: ':' };

/**
 * Escape a header name or value for a frame other than CONNECT/CONNECTED.
 *
 * @example
 * escapeHeader('a:b'); // 'a\\cb'
 */
export function escapeHeader(value: string): string {
  return value.replace(/[\\\r\n:]/g, (char) => ESCAPES[char] ?? char);
}

/**
 * Undo `escapeHeader`. An escape the spec does not define (such as `\t`) is a protocol error.
 *
 * @example
 * unescapeHeader('a\\cb'); // 'a:b'
 */
export function unescapeHeader(value: string): string {
  return value.replace(/\\(.?)/g, (_match, next: string) => {
    const plain = UNESCAPES[next];
    if (plain === undefined) throw new StompProtocolError(`Undefined escape sequence \\${next} in a header`);
    return plain;
  });
}

// Byte work through the web's encoders, not Node's Buffer, so the broker also runs in a page (stories).
const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder();

function concatBytes(head: Uint8Array, tail: Uint8Array): Uint8Array {
  const joined = new Uint8Array(head.length + tail.length);
  joined.set(head, 0);
  joined.set(tail, head.length);
  return joined;
}

/**
 * Write a frame: command, headers, a blank line, the body and NUL. MESSAGE, ERROR and SEND bodies
 * get a `content-length`, so a body may hold any character.
 *
 * @example
 * serializeFrame({ command: 'RECEIPT', headers: { 'receipt-id': '7' }, body: '' });
 * // 'RECEIPT\nreceipt-id:7\n\n\u0000'
 */
export function serializeFrame(frame: StompFrame): string {
  const escape = UNESCAPED_COMMANDS.has(frame.command) ? (value: string) => value : escapeHeader;
  const headers = { ...frame.headers };
  if (frame.body.length > 0 && headers['content-length'] === undefined) {
    headers['content-length'] = String(utf8Encoder.encode(frame.body).length);
  }
  const lines = Object.entries(headers).map(([name, value]) => `${escape(name)}:${escape(value)}`);
  return `${frame.command}\n${lines.map((line) => `${line}\n`).join('')}\n${frame.body}\u0000`;
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/**
 * A reader for one connection's incoming text. Feed it each message as it arrives; it returns the
 * frames (and heart-beats) that are complete, and keeps the rest for the next message.
 *
 * @example
 * const reader = createFrameReader();
 * reader.push('SUBSCRIBE\nid:0\ndesti'); // []
 * reader.push('nation:/topic/a\n\n\u0000\n'); // [{ kind: 'frame', … }, { kind: 'heartbeat' }]
 */
export function createFrameReader(options: { maxFrameBytes?: number } = {}) {
  const maxFrameBytes = options.maxFrameBytes ?? 64 * 1024;
  let pending: Uint8Array = new Uint8Array(0);

  function readOne(): StompReadItem | 'incomplete' {
    const first = pending[0];
    if (first === LF) {
      pending = pending.subarray(1);
      return { kind: 'heartbeat' };
    }
    if (first === CR) {
      if (pending.length < 2) return 'incomplete';
      if (pending[1] !== LF) throw new StompProtocolError('A carriage return not followed by a line feed');
      pending = pending.subarray(2);
      return { kind: 'heartbeat' };
    }
    const headerEnd = findBlankLine(pending);
    if (headerEnd === null) {
      if (pending.length > maxFrameBytes) throw new StompProtocolError(`A frame larger than ${maxFrameBytes} bytes`);
      return 'incomplete';
    }
    const [commandLine = '', ...headerLines] = utf8Decoder.decode(pending.subarray(0, headerEnd.start)).split('\n').map(stripCr);
    const command = commandLine;
    if (!/^[A-Z]+$/.test(command)) throw new StompProtocolError(`Not a STOMP command: ${JSON.stringify(command.slice(0, 40))}`);
    const unescape = UNESCAPED_COMMANDS.has(command) ? (value: string) => value : unescapeHeader;
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new StompProtocolError(`A header line without a name: ${JSON.stringify(line.slice(0, 40))}`);
      const name = unescape(line.slice(0, colon));
      if (!(name in headers)) headers[name] = unescape(line.slice(colon + 1));
    }
    const bodyStart = headerEnd.end;
    const declared = headers['content-length'];
    let bodyEnd: number;
    if (declared !== undefined) {
      if (!/^\d+$/.test(declared)) throw new StompProtocolError(`An invalid content-length: ${declared}`);
      bodyEnd = bodyStart + Number(declared);
      if (bodyEnd - bodyStart > maxFrameBytes) throw new StompProtocolError(`A frame larger than ${maxFrameBytes} bytes`);
      if (pending.length <= bodyEnd) return 'incomplete';
      if (pending[bodyEnd] !== NUL) throw new StompProtocolError('The body is longer than its content-length');
    } else {
      const nul = pending.indexOf(NUL, bodyStart);
      if (nul === -1) {
        if (pending.length > maxFrameBytes) throw new StompProtocolError(`A frame larger than ${maxFrameBytes} bytes`);
        return 'incomplete';
      }
      bodyEnd = nul;
    }
    const body = utf8Decoder.decode(pending.subarray(bodyStart, bodyEnd));
    pending = pending.subarray(bodyEnd + 1);
    return { kind: 'frame', frame: { command, headers, body } };
  }

  return {
    /** Add received text; returns every complete item, in order. Throws `StompProtocolError`. */
    push(text: string): StompReadItem[] {
      const received = utf8Encoder.encode(text);
      pending = pending.length === 0 ? received : concatBytes(pending, received);
      const items: StompReadItem[] = [];
      for (;;) {
        if (pending.length === 0) return items;
        const item = readOne();
        if (item === 'incomplete') return items;
        items.push(item);
      }
    },
    /** Bytes received and not yet part of a complete frame. */
    get pendingBytes() {
      return pending.length;
    },
  };
}

/** The blank line that ends the headers: where it starts and where the body begins. */
function findBlankLine(buffer: Uint8Array): { start: number; end: number } | null {
  for (let index = buffer.indexOf(LF); index !== -1; index = buffer.indexOf(LF, index + 1)) {
    const next = buffer[index + 1];
    if (next === LF) return { start: index, end: index + 2 };
    if (next === CR && buffer[index + 2] === LF) return { start: index, end: index + 3 };
    if (next === undefined || (next === CR && buffer[index + 2] === undefined)) return null;
  }
  return null;
}
