#!/usr/bin/env node
/**
 * A package another app installs gets its `dependencies` and `peerDependencies`, never its
 * `devDependencies`. So for every package under packages/ that is not private, each bare import
 * of its shipped source (src/, tests, stories and test helpers left out) must name a dependency or
 * a peer, and a dependency that ships no types of its own (luxon) needs its `@types/` package
 * there too: the package's declarations import its types, and without them a consumer's compiler
 * fails (TS7016) or, with skipLibCheck, reads them as `any`. A peer's types are the consumer's,
 * as React's are (`@types/react` comes with the app that provides React).
 *
 * The other way round, each of its `dependencies` must be imported by that shipped source (a
 * stylesheet's `@import` counts: ui-kit's fonts.css imports `pretendard`), or be the `@types/`
 * package of one that is: a dependency only a test or a story imports is a devDependency, and one
 * nothing imports is dead weight that every consumer still installs.
 *
 * Decision: checked on the source, not the built declarations, so it runs before any build; a
 * dependency whose types stay internal is held to the same rule (one rule, nothing to judge).
 * Peers are left out of the second check: a peer can be what the consumer must provide for a
 * component they render, imported or not.
 *
 * Run: node .ci/check-published-imports.mjs (part of `pnpm lint:workspace`).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const packagesDir = join(root, 'packages');
const NOT_SHIPPED = /(\.test|\.stories|\.spec)\.tsx?$|\/test\/|\/fixtures?\//;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const CSS_IMPORT = /@import\s+(?:url\(\s*)?['"]([^'"]+)['"]/g;

/** The shipped files of `dir` whose name matches `extension`. */
function sourceFiles(dir, extension = /\.tsx?$/) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extension.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !NOT_SHIPPED.test(file));
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; node: built-ins and relative paths → null. */
function packageNameOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('node:') || specifier.startsWith('virtual:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/**
 * Whether an installed package carries its own declarations: named in its manifest, or beside its
 * code (openapi-fetch's `dist/index.d.mts` next to `index.mjs`, which the compiler finds alone).
 */
function shipsTypes(packageDir, name) {
  const require = createRequire(join(packageDir, 'package.json'));
  let manifestPath;
  try {
    manifestPath = require.resolve(`${name}/package.json`);
  } catch {
    return true; // A package that hides its manifest declares its types through `exports`.
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (manifest.types || manifest.typings || JSON.stringify(manifest.exports ?? {}).includes('"types"')) return true;
  const installed = dirname(manifestPath);
  return readdirSync(installed, { withFileTypes: true, recursive: true }).some(
    (entry) => entry.isFile() && /\.d\.[cm]?ts$/.test(entry.name) && !relative(installed, entry.parentPath).includes('node_modules'),
  );
}

/** `@types/` name of a package: `luxon` → `@types/luxon`, `@scope/name` → `@types/scope__name`. */
function typesPackageOf(name) {
  return `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
}

const problems = [];
for (const name of readdirSync(packagesDir)) {
  const packageDir = join(packagesDir, name);
  const manifestFile = join(packageDir, 'package.json');
  if (!existsSync(manifestFile) || !existsSync(join(packageDir, 'src'))) continue;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (manifest.private) continue;
  const shipped = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
  const reported = new Set();
  const imported = new Set();
  for (const file of sourceFiles(join(packageDir, 'src'), /\.css$/)) {
    for (const match of readFileSync(file, 'utf8').matchAll(CSS_IMPORT)) {
      const dependency = packageNameOf(match[1] ?? '');
      if (dependency) imported.add(dependency);
    }
  }
  for (const file of sourceFiles(join(packageDir, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const dependency = packageNameOf(match[2] ?? match[3] ?? '');
      if (dependency) imported.add(dependency);
      if (!dependency || dependency === manifest.name || reported.has(dependency)) continue;
      const where = relative(root, file);
      if (!shipped.has(dependency)) {
        problems.push(`${where}: imports ${dependency}, which ${manifest.name} does not list in dependencies or peerDependencies`);
        reported.add(dependency);
      } else if (!(dependency in (manifest.peerDependencies ?? {})) && !shipsTypes(packageDir, dependency) && !shipped.has(typesPackageOf(dependency))) {
        problems.push(`${where}: ${dependency} ships no types; ${typesPackageOf(dependency)} belongs in dependencies of ${manifest.name}`);
        reported.add(dependency);
      }
    }
  }
  for (const dependency of Object.keys(manifest.dependencies ?? {})) {
    if (imported.has(dependency) || [...imported].some((importedName) => typesPackageOf(importedName) === dependency)) continue;
    problems.push(
      `packages/${name}/package.json: ${manifest.name} lists ${dependency} in dependencies, which its shipped source never imports (a devDependency if tests or stories need it)`,
    );
  }
}

if (problems.length > 0) {
  console.error(`Published packages and what their consumers get disagree:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('Every published import is a dependency or a peer, with its types, and every dependency is imported.');
