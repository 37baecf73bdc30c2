import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const featureDir = fileURLToPath(new URL('../../packages/features-trade/', import.meta.url));
const appDir = fileURLToPath(new URL('../../apps/mobile-web/', import.meta.url));

const layerRuleIds = new Set(['no-restricted-imports', 'jogak/no-restricted-dynamic-imports', 'import-x/no-relative-packages']);

/**
 * The layer rules ESLint reports for `code`, as if it were a file at `filePath` inside `cwd`
 * (a forbidden package is often also unresolvable there; that rule is not the subject here).
 */
async function layerProblemsOf(cwd, filePath, code) {
  const [result] = await new ESLint({ cwd }).lintText(code, { filePath });
  assert.ok(result);
  return result.messages.filter(({ ruleId }) => ruleId !== null && layerRuleIds.has(ruleId)).map(({ ruleId, line }) => `${line}:${ruleId}`);
}

test('a feature may not import another feature or the sandbox dynamically', async () => {
  const code = [
    "export const home = () => import('@jogak/features-home');",
    "export const sandbox = () => import('@jogak/sandbox');",
    'export const templated = () => import(`@jogak/features-home`);',
    "export const allowed = () => import('@jogak/app-core');",
  ].join('\n');
  assert.deepEqual(await layerProblemsOf(featureDir, 'src/market-list/probe.ts', code), [
    '1:jogak/no-restricted-dynamic-imports',
    '2:jogak/no-restricted-dynamic-imports',
    '3:jogak/no-restricted-dynamic-imports',
  ]);
});

test('a feature may not reach into another package by a relative path', async () => {
  const code = "import { HomeScreen } from '../../../features-home/src/index';\nexport const screen = HomeScreen;\n";
  assert.deepEqual(await layerProblemsOf(featureDir, 'src/market-list/probe.ts', code), ['1:import-x/no-relative-packages']);
});

test('a feature’s tests may import the sandbox dynamically, as they may statically', async () => {
  const code = "export const sandbox = () => import('@jogak/sandbox');\n";
  assert.deepEqual(await layerProblemsOf(featureDir, 'src/market-list/probe.test.ts', code), []);
});

test('the app may import any package dynamically, through its public face only', async () => {
  const code = [
    "export const kyc = () => import('@jogak/features-kyc');",
    "export const deep = () => import('@jogak/features-kyc/src/index');",
  ].join('\n');
  assert.deepEqual(await layerProblemsOf(appDir, 'src/shell/probe.ts', code), ['2:jogak/no-restricted-dynamic-imports']);
});

test("a test may not wait with vi.waitFor or vi.waitUntil (1 s), only with the preset's 15 s", async () => {
  const code = [
    "import { expect, it, vi } from 'vitest';",
    "it('waits', async () => {",
    '  await vi.waitFor(() => expect(1).toBe(1));',
    '  await vi.waitUntil(() => true);',
    '  await expect.poll(() => 1).toBe(1);',
    '});',
  ].join('\n');
  const [result] = await new ESLint({ cwd: featureDir }).lintText(code, { filePath: 'src/market-list/probe.test.ts' });
  assert.ok(result);
  assert.deepEqual(
    result.messages.filter(({ ruleId }) => ruleId === 'no-restricted-properties').map(({ line }) => line),
    [3, 4],
  );
});
