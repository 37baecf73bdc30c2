import { readFileSync } from 'node:fs';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

const contractUrl = new URL('../../openapi/openapi.yaml', import.meta.url);
const generatedUrl = new URL('./openapi.ts', import.meta.url);

describe('src/generated/openapi.ts', () => {
  it('계약(openapi.yaml)에서 다시 생성한 타입과 같다 — 다르면 `pnpm generate`', async () => {
    const regenerated = `${COMMENT_HEADER}${astToString(await openapiTS(contractUrl, { silent: true }))}`;
    expect(readFileSync(generatedUrl, 'utf8')).toBe(regenerated);
  }, 30_000);
});
