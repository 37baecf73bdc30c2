import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const document = parse(readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8')) as Json;
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

function resolve(node: unknown): Json {
  const value = node as Json;
  const ref = value.$ref;
  if (typeof ref !== 'string') return value;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at as Json)[key], document);
  return resolve(target);
}

const operations = Object.entries(document.paths as Json).flatMap(([path, item]) =>
  methods
    .filter((method) => (item as Json)[method] !== undefined)
    .map((method) => ({ key: `${method.toUpperCase()} ${path}`, operation: (item as Json)[method] as Json })),
);

function fieldsOf(operation: Json): string[] {
  const query = ((operation.parameters ?? []) as unknown[]).map((parameter) => String(resolve(parameter).name));
  const body = operation.requestBody as Json | undefined;
  const schema = body ? resolve(((body.content as Json)['application/json'] as Json).schema) : undefined;
  return [...query, ...Object.keys((schema?.properties ?? {}) as Json)];
}

/** Every call of spec section 7, with the query and body fields the spec lists for it. */
const givenBySpec: Record<string, string[]> = {
  'POST /main/v1/auth/simple/login': ['memberId', 'hashCI', 'hashPIN', 'pushToken', 'media'],
  'POST /main/v1/auth/demo/login': [],
  'GET /main/v1/member/info': ['ci', 'pushToken', 'media', 'individualCorpCode'],
  'POST /main/v1/member/info/corp': [],
  'POST /auth/signup': ['username', 'email', 'password'],
  'GET /main/v1/auth/keypad/token': [],
  'POST /main/v1/auth/kakaopay-get-tx-id': ['ci', 'media', 'publicKey'],
  'POST /main/v1/auth/kakaopay-verify-signature': ['ci', 'media', 'txId', 'publicKey', 'signature'],
  'POST /main/v1/auth/kakaopay-get-tx-id-for-withdraw': ['ci', 'media'],
  'POST /main/v1/auth/kakaopay-verify-signature-for-withdraw': ['ci', 'media', 'txId', 'signature'],
  'POST /main/v1/auth/kakaopay-auto-sign': ['htsId', 'txId', 'signatureOriginal', 'electronicSignatureData'],
  'POST /main/v1/auth/cert-request-verify-no': ['dn'],
  'POST /main/v1/auth/cert-set-pw-verify-cnt': ['dn', 'normalYn'],
  'POST /main/v1/auth/cert-reques-hys-id': ['peopleNo'],
  'POST /main/v1/auth/cert-verify': ['corpBusinessPersonNo', 'dn', 'signatureValue', 'pushToken', 'media'],
  'POST /main/v1/auth/cert-request-cert-state': ['htsId'],
  'POST /main/v1/auth/cert-login': ['htsId', 'media', 'macAddress'],
  'POST /main/v1/auth/cert-logout': ['htsId', 'media', 'doubleConnectKey'],
  'POST /main/v1/auth/cert-save-login-history': ['htsId', 'dn'],
  'POST /main/v1/auth/cert-save-dn': ['userId', 'dn'],
  'POST /main/v1/account/agency/auth/token': ['ci', 'name', 'birth', 'phone'],
  'POST /main/v1/member/cert/check': [],
  'GET /main/v1/member/more-info': [],
  'POST /main/v1/member/cert/result-join': [],
  'POST /main/v1/member/join/corp': [],
  'GET /main/v1/member/corp/history': ['encryptToken', 'individualCorpCode'],
  'PUT /main/v1/member/pin': [],
  'GET /main/v1/member/individual/history': ['encryptToken'],
  'PUT /main/v1/member/info/phone': [],
  'POST /main/v1/member/info/result-update': [],
  'POST /main/v1/member/info/email': ['email'],
  'POST /main/v1/member/corp/info': [],
  'POST /main/v1/member/notification': [],
  'GET /main/v1/member/business-no': ['businessNo'],
  'GET /main/v1/member/notifications': ['category', 'page', 'size'],
  'GET /main/v1/member/notification/read': [],
  'PUT /main/v1/member/notifications/{id}/check': [],
  'POST /main/v1/member/notifications/check-all': [],
  'PUT /main/v1/member/invest-person/general': [],
  'PUT /main/v1/member/invest-person/general/corp': [],
  'DELETE /main/v1/member': [],
  'GET /main/v1/product-disclosure/{id}': [],
  'GET /main/v1/stock/get-terms-pdf/{id}': ['manageCode'],
  'GET /main/v1/stock/market-operation-time': [],
  'POST /main/v1/util/get/short_url': [],
  'GET /main/v1/account/sync/register/alliance_account': [],
  'POST /main/v1/account/sync/terminate-alliance': [],
  'POST /main/v1/account/after_alliance_account': [],
  'GET /main/v1/account/amts': [],
  'GET /main/v1/account/remaining-yy-invest-limit-amt': [],
  'GET /main/v1/account/dw/list': ['searchBeginAt', 'searchEndAt', 'orderSeq', 'searchCod', 'beforeSearchChaseInform'],
  'GET /main/v1/account/sync/dw/list': ['searchBeginAt', 'searchEndAt', 'orderSeq', 'searchCod', 'beforeSearchChaseInform'],
  'GET /main/v1/account/history/list': ['searchBeginAt', 'searchEndAt'],
  'GET /main/v1/account/history/detail': ['accountId'],
  'GET /main/v1/account/dw/detail': ['dealAt', 'dealSeq'],
  'GET /main/v1/account/sync/dw/detail': ['dealAt', 'dealSeq'],
  'GET /main/v1/account/asset-status': [],
  'GET /main/v1/account/total-asset-status': [],
  'GET /main/v1/account/contract-account-list': [],
  'GET /main/v1/account/sync/contract-account-list': [],
  'GET /main/v1/account/asset_profit': [],
  'POST /main/v1/account/reception_lookup': [],
  'POST /main/v1/account/sync/reception_lookup': [],
  'POST /main/v1/account/withdrawal': [],
  'POST /main/v1/account/affiliate/opened': ['accountNo'],
};

describe('openapi.yaml — 명세가 준 호출과 설계한 호출', () => {
  it('명세 7절의 호출 65개가 모두 같은 메서드와 경로로 있다', () => {
    const keys = operations.map(({ key }) => key);
    expect(Object.keys(givenBySpec)).toHaveLength(65);
    expect(Object.keys(givenBySpec).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('명세가 준 호출에는 명세의 쿼리·본문 필드가 모두 있다', () => {
    const missing = Object.entries(givenBySpec).flatMap(([key, fields]) => {
      const found = operations.find((entry) => entry.key === key);
      const present = found ? fieldsOf(found.operation) : [];
      return fields.filter((field) => !present.includes(field)).map((field) => `${key} ${field}`);
    });
    expect(missing).toEqual([]);
  });

  it('명세가 준 호출에는 x-jogak-designed가 없고, 나머지는 모두 x-jogak-designed: true다', () => {
    const wrong = operations
      .filter(({ key, operation }) =>
        key in givenBySpec ? 'x-jogak-designed' in operation : operation['x-jogak-designed'] !== true,
      )
      .map(({ key }) => key);
    expect(wrong).toEqual([]);
    expect(operations.filter(({ operation }) => operation['x-jogak-designed'] === true)).toHaveLength(47);
  });

  it('README가 말하는 호출과 스키마의 수가 문서와 같다', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    const designed = operations.filter(({ operation }) => operation['x-jogak-designed'] === true).length;
    const schemas = Object.keys((document.components as Json).schemas as Json).length;
    expect(readme).toContain(`(${operations.length} operations)`);
    expect(readme).toContain(`Those ${designed} operations`);
    expect(readme).toContain(`validators for ${schemas} schemas`);
  });

  it('토큰이 꼭 필요한 호출은 모두 401을 문서화한다', () => {
    const globalSecurity = document.security;
    const missing = operations
      .filter(({ operation }) => {
        const security = (operation.security ?? globalSecurity) as Json[];
        const needsToken = security.length > 0 && security.every((requirement) => 'bearerAuth' in requirement);
        return needsToken && (operation.responses as Json)['401'] === undefined;
      })
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it('모든 오류 응답의 본문은 ErrorBody다', () => {
    const notErrorBody = operations.flatMap(({ key, operation }) =>
      Object.entries(operation.responses as Json)
        .filter(([status]) => Number(status) >= 400)
        .filter(([, response]) => {
          const schema = ((resolve(response).content as Json)['application/json'] as Json).schema as Json;
          return schema.$ref !== '#/components/schemas/ErrorBody';
        })
        .map(([status]) => `${key} ${status}`),
    );
    expect(notErrorBody).toEqual([]);
  });
});
