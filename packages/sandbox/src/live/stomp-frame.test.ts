import { describe, expect, it } from 'vitest';
import { StompProtocolError, createFrameReader, escapeHeader, serializeFrame, unescapeHeader } from './stomp-frame';

describe('STOMP 1.2 헤더 이스케이프', () => {
  it('역슬래시, CR, LF, 콜론을 이스케이프하고 되돌린다', () => {
    expect(escapeHeader('a\\b\r\nc:d')).toBe('a\\\\b\\r\\nc\\cd');
    expect(unescapeHeader('a\\\\b\\r\\nc\\cd')).toBe('a\\b\r\nc:d');
  });

  it('정의되지 않은 이스케이프는 프로토콜 오류다', () => {
    expect(() => unescapeHeader('a\\tb')).toThrow(StompProtocolError);
    expect(() => unescapeHeader('a\\')).toThrow(StompProtocolError);
  });
});

describe('serializeFrame', () => {
  it('본문이 있으면 UTF-8 바이트 수로 content-length를 붙이고 NUL로 끝낸다', () => {
    expect(serializeFrame({ command: 'MESSAGE', headers: { destination: '/topic/a:b' }, body: '조각' })).toBe(
      'MESSAGE\ndestination:/topic/a\\cb\ncontent-length:6\n\n조각\u0000',
    );
  });

  it('CONNECTED 헤더는 이스케이프하지 않는다', () => {
    expect(serializeFrame({ command: 'CONNECTED', headers: { version: '1.2', server: 'a:b' }, body: '' })).toBe(
      'CONNECTED\nversion:1.2\nserver:a:b\n\n\u0000',
    );
  });
});

describe('createFrameReader', () => {
  it('여러 메시지로 나뉜 프레임을 이어 붙인다', () => {
    const reader = createFrameReader();
    expect(reader.push('SUBSCRIBE\nid:sub-0\ndesti')).toEqual([]);
    expect(reader.push('nation:/topic/market/A1\n')).toEqual([]);
    expect(reader.push('\n\u0000')).toEqual([
      { kind: 'frame', frame: { command: 'SUBSCRIBE', headers: { id: 'sub-0', destination: '/topic/market/A1' }, body: '' } },
    ]);
    expect(reader.pendingBytes).toBe(0);
  });

  it('한 메시지에 든 여러 프레임과 하트비트 EOL을 모두 읽는다', () => {
    const reader = createFrameReader();
    expect(reader.push('\nUNSUBSCRIBE\nid:1\n\n\u0000\r\nDISCONNECT\r\nreceipt:77\r\n\r\n\u0000\n')).toEqual([
      { kind: 'heartbeat' },
      { kind: 'frame', frame: { command: 'UNSUBSCRIBE', headers: { id: '1' }, body: '' } },
      { kind: 'heartbeat' },
      { kind: 'frame', frame: { command: 'DISCONNECT', headers: { receipt: '77' }, body: '' } },
      { kind: 'heartbeat' },
    ]);
  });

  it('content-length가 있으면 NUL이 든 본문도 그 길이만큼 읽는다', () => {
    const reader = createFrameReader();
    expect(reader.push('SEND\ndestination:/a\ncontent-length:5\n\na\u0000b')).toEqual([]);
    expect(reader.push('cd\u0000')).toEqual([
      { kind: 'frame', frame: { command: 'SEND', headers: { destination: '/a', 'content-length': '5' }, body: 'a\u0000bcd' } },
    ]);
  });

  it('반복된 헤더는 처음 값을 쓰고, 일반 프레임의 헤더는 이스케이프를 푼다', () => {
    const reader = createFrameReader();
    expect(reader.push('SUBSCRIBE\nid:a\\cb\nid:second\ndestination:/x\n\n\u0000')).toEqual([
      { kind: 'frame', frame: { command: 'SUBSCRIBE', headers: { id: 'a:b', destination: '/x' }, body: '' } },
    ]);
  });

  it('CONNECT 헤더의 역슬래시는 그대로 둔다', () => {
    const reader = createFrameReader();
    expect(reader.push('CONNECT\nuid:a\\tb\n\n\u0000')).toEqual([
      { kind: 'frame', frame: { command: 'CONNECT', headers: { uid: 'a\\tb' }, body: '' } },
    ]);
  });

  it('잘못된 프레임은 StompProtocolError로 알린다', () => {
    expect(() => createFrameReader().push('subscribe\n\n\u0000')).toThrow(StompProtocolError);
    expect(() => createFrameReader().push('SEND\nno-colon\n\n\u0000')).toThrow(StompProtocolError);
    expect(() => createFrameReader().push('SEND\ncontent-length:1\n\nab\u0000')).toThrow(StompProtocolError);
    expect(() => createFrameReader().push('SEND\nbad:\\t\n\n\u0000')).toThrow(StompProtocolError);
    expect(() => createFrameReader({ maxFrameBytes: 8 }).push('SEND\na:b\n\n0123456789')).toThrow(StompProtocolError);
  });
});
