import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver, defaultConditionNames } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noRestrictedDynamicImports } from './dynamic-imports.js';
import { allowedImportsOf, devOnlyPackages } from './layers.js';

const SCOPE = '@jogak/';
const SOURCE_CONDITION = '@jogak/source';
/** Tooling packages (configs) may be imported by any package's config files. */
const toolingPackages = ['eslint-config', 'vitest-config', 'tsup-config', 'tsconfig'];
const devFileGlobs = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/test/**',
  '**/e2e/**',
  '**/bench/**',
  '**/*.config.{ts,js,mjs}',
  '**/.storybook/**',
  '**/dev/**',
];

function readPackageName(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return String(manifest.name ?? '');
}

/**
 * Layer rule: a package may import only the workspace packages its layer allows, only through
 * their public face (the package root or a sub-path its `exports` declares, never `/src/...`).
 * The same patterns hold for static imports and for `import()` (a lazy chunk is still a dependency).
 */
function layerRules(shortName, { forDevFiles }) {
  const allowed = allowedImportsOf(shortName);
  const patterns = [
    {
      regex: '^@jogak/[^/]+/(src|dist)(/|$)',
      message: 'Import a workspace package through its public face, not its files.',
    },
    {
      regex: '^(\\.\\./)+(packages|apps)/',
      message: 'Import a workspace package by its name, not by a relative path.',
    },
  ];
  if (allowed !== '*') {
    const permitted = forDevFiles ? [...allowed, ...devOnlyPackages, ...toolingPackages] : allowed;
    const others = `(?!(${[shortName, ...permitted].join('|')})(/|$))`;
    patterns.push({
      regex: `^@jogak/${others}[^/]+`,
      message: `The layer rules (ARCHITECTURE.md) do not let ${SCOPE}${shortName} import this package.`,
    });
  }
  return {
    'no-restricted-imports': ['error', { patterns }],
    'jogak/no-restricted-dynamic-imports': ['error', { patterns }],
  };
}

/**
 * The shared flat config. Call it from a package's eslint.config.js with that package's folder.
 * @param {{ dir: string, ignores?: string[] }} options
 */
export function jogakConfig({ dir, ignores = [] }) {
  const name = readPackageName(dir);
  const shortName = name.startsWith(SCOPE) ? name.slice(SCOPE.length) : name;
  return tseslint.config(
    { ignores: ['dist/**', 'dist-*/**', 'storybook-static/**', 'coverage/**', '**/*.gen.ts', 'test-results/**', 'test-results-*/**', ...ignores] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: { ...globals.browser, ...globals.node },
        // Said outright: typescript-eslint guesses it from the call stack, and refuses when one
        // process lints more than one package (the config's own tests do).
        parserOptions: { tsconfigRootDir: dir },
      },
      plugins: { 'react-hooks': reactHooks, 'import-x': importX, jogak: { rules: { 'no-restricted-dynamic-imports': noRestrictedDynamicImports } } },
      settings: {
        'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project: join(dir, 'tsconfig.json'),
            // Inside the repo, workspace packages resolve to src/ (the source-first condition).
            conditionNames: [SOURCE_CONDITION, ...defaultConditionNames],
          }),
        ],
      },
      rules: {
        ...reactHooks.configs.recommended.rules,
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-self-import': 'error',
        // A relative path into another workspace package, whatever the folders are called
        // (the layer patterns below only see paths through a folder named packages/ or apps/).
        'import-x/no-relative-packages': 'error',
        'import-x/no-unresolved': 'error',
        'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
        ...layerRules(shortName, { forDevFiles: false }),
      },
    },
    {
      files: ['**/*.tsx'],
      ...jsxA11y.flatConfigs.recommended,
      rules: {
        ...jsxA11y.flatConfigs.recommended.rules,
        // A scrollable region takes focus so a keyboard can scroll it (axe's scrollable-region-focusable).
        'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      },
    },
    {
      files: devFileGlobs,
      rules: {
        ...layerRules(shortName, { forDevFiles: true }),
        'no-console': 'off',
        // A test waits for an outcome within the preset's 15 s (tooling/vitest-config); vi.waitFor
        // and vi.waitUntil give up after 1 s, which a busy 2-core CI exhausts.
        'no-restricted-properties': [
          'error',
          { object: 'vi', property: 'waitFor', message: "Wait with expect.poll or Testing Library's waitFor (15 s for an outcome); vi.waitFor gives up after 1 s." },
          { object: 'vi', property: 'waitUntil', message: "Wait with expect.poll or Testing Library's waitFor (15 s for an outcome); vi.waitUntil gives up after 1 s." },
        ],
      },
    },
  );
}
