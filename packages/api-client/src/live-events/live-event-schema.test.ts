import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LIVE_EVENT_KINDS } from './live-destinations';
import { parseLiveEvent } from './parse-live-event';

interface AsyncApiMessage {
  name: string;
  payload: { $ref: string };
  examples: { payload: Record<string, unknown> }[];
}

function readYaml<T>(relative: string): T {
  return parse(readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8')) as T;
}
const document = readYaml<{ components: { messages: Record<string, AsyncApiMessage>; schemas: Record<string, unknown> } }>(
  '../../asyncapi/live.asyncapi.yaml',
);
const contract = readYaml<{ components: { schemas: Record<string, unknown> } }>('../../openapi/openapi.yaml');
const messages = Object.values(document.components.messages);

// Both documents under URLs that keep the AsyncAPI document's `../openapi/openapi.yaml#…` refs working.
const ASYNCAPI_ID = 'https://jogak.invalid/asyncapi/live.asyncapi.yaml';
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema({ $id: 'https://jogak.invalid/openapi/openapi.yaml', components: { schemas: contract.components.schemas } });
ajv.addSchema({ $id: ASYNCAPI_ID, components: { schemas: document.components.schemas } });
function documentAccepts(message: AsyncApiMessage, payload: unknown): boolean {
  const validate = ajv.getSchema(`${ASYNCAPI_ID}${message.payload.$ref}`);
  if (!validate) throw new Error(`No schema at ${message.payload.$ref}`);
  return validate(payload) === true;
}

/** Every field path under `data`, descending into objects and the first item of arrays. */
function fieldPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length > 0 ? fieldPaths(value[0], [...prefix, 0]) : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, [...prefix, key])]);
}

function mutate(payload: Record<string, unknown>, path: (string | number)[], change: 'delete' | 'wrong-type') {
  const copy = structuredClone(payload);
  let parent: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (change === 'delete') delete parent[last];
  else parent[last] = { wrong: true };
  return copy;
}

describe('라이브 이벤트 스키마와 AsyncAPI·OpenAPI 문서', () => {
  it('문서의 메시지는 스펙의 17가지 이벤트와 같다', () => {
    expect(messages.map((message) => message.name).sort()).toEqual([...LIVE_EVENT_KINDS].sort());
    expect(LIVE_EVENT_KINDS).toHaveLength(17);
  });

  it.each(messages.map((message) => [message.name, message] as const))(
    '%s: 문서의 예시는 문서와 valibot 모두에서 통과하고 필드를 잃지 않는다',
    (_name, message) => {
      expect(message.examples.length).toBeGreaterThan(0);
      for (const { payload } of message.examples) {
        expect(documentAccepts(message, payload)).toBe(true);
        const result = parseLiveEvent(JSON.stringify(payload));
        expect(result).toEqual({ ok: true, event: payload });
      }
    },
  );

  it.each(messages.map((message) => [message.name, message] as const))(
    '%s: 필드를 빼거나 타입을 바꾸면 문서와 valibot이 모두 거부한다',
    (_name, message) => {
      const example = message.examples[0]?.payload ?? {};
      const paths = fieldPaths(example['data'], ['data']);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        for (const change of ['delete', 'wrong-type'] as const) {
          const broken = mutate(example, path, change);
          expect({ path, change, document: documentAccepts(message, broken) }).toEqual({ path, change, document: false });
          expect({ path, change, valibot: parseLiveEvent(broken).ok }).toEqual({ path, change, valibot: false });
        }
      }
    },
  );
});

describe('parseLiveEvent', () => {
  const trade = {
    event: 'market-trade',
    data: { stockCd: 'JG0001', tradeNo: 'T1', price: 5000, quantity: 3, side: 'sell', tradedAt: '2025-03-04T10:15:30+09:00' },
  };

  it('알 수 없는 필드는 버리고 읽는다', () => {
    const result = parseLiveEvent({ ...trade, extra: 1, data: { ...trade.data, venue: 'X' } });
    expect(result).toEqual({ ok: true, event: trade });
  });

  it('JSON이 아니면 not-json으로 거부한다', () => {
    const result = parseLiveEvent('{"event":');
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.reason).toBe('not-json');
  });

  it('모르는 event 값은 거부한다', () => {
    expect(parseLiveEvent({ event: 'quote', data: {} })).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('원 단위가 아닌 가격과 서울 시간대가 아닌 시각을 거부하고 경로를 알려준다', () => {
    const result = parseLiveEvent({ ...trade, data: { ...trade.data, price: 5000.5, tradedAt: '2025-03-04T01:15:30Z' } });
    // Prices are integers in won; instants carry the +09:00 offset.
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^data\.price: /);
    expect(problems[1]).toMatch(/^data\.tradedAt: /);
  });
});
