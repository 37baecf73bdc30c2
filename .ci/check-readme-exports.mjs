#!/usr/bin/env node
/**
 * Each package's README is its public API (CONTRIBUTING.md): every value a package exports from an
 * entry point of its package.json `exports` must be named in backticks in its README, outside
 * code blocks (an example using a name does not document it). Types are left to the declarations
 * (`export type`, `export interface`, inline `type` specifiers are not checked).
 *
 * Decision: every package under packages/ is checked, private ones too (the sandbox and
 * feature-testing are imported by every feature's tests and stories, so their READMEs are public
 * API in the same way). An entry is read from its `@jogak/source` condition; only `.ts`/`.tsx`
 * entries are parsed (styles and openapi.yaml export no names). The parse is line-level on purpose
 * (`export { a, b } from`, `export function|const|class|enum`): entry files are lists of
 * re-exports, and anything it cannot read makes it fail loudly rather than pass quietly.
 *
 * The style rule asks for the public API and an example (STYLE.md): so each package's README also
 * needs at least one ```ts or ```tsx block (a package without a README fails for it too).
 *
 * Run: node .ci/check-readme-exports.mjs (part of `pnpm lint:workspace`).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const packagesDir = join(root, 'packages');

/** The source file an `exports` entry points to inside the repo, or null for non-code entries. */
function sourceOf(target) {
  const file = typeof target === 'string' ? target : target?.['@jogak/source'];
  return typeof file === 'string' && /\.tsx?$/.test(file) ? file : null;
}

/** The value names an entry file exports. */
function valueExportsOf(source, where) {
  const names = [];
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const [, typeOnly, list] of withoutComments.matchAll(/^export\s+(type\s+)?\{([^}]*)\}/gm)) {
    if (typeOnly) continue;
    for (const specifier of list.split(',').map((part) => part.trim()).filter(Boolean)) {
      if (specifier.startsWith('type ')) continue;
      const exported = specifier.split(/\s+as\s+/).at(-1);
      if (!exported || !/^[A-Za-z_$][\w$]*$/.test(exported)) throw new Error(`${where}: cannot read the export "${specifier}"`);
      if (exported !== 'default') names.push(exported);
    }
  }
  for (const [, name] of withoutComments.matchAll(/^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|enum|abstract\s+class)\s+([A-Za-z_$][\w$]*)/gm)) {
    names.push(name);
  }
  if (/^export\s+\*/m.test(withoutComments)) throw new Error(`${where}: \`export *\` hides the names; list them`);
  return names;
}

/** Every identifier inside an inline code span of the README, code blocks left out. */
function documentedNamesOf(readme) {
  const prose = readme.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  const names = new Set();
  for (const [, span] of prose.matchAll(/`([^`\n]+)`/g)) {
    for (const [identifier] of span.matchAll(/[A-Za-z_$][\w$]*/g)) names.add(identifier);
  }
  return names;
}

/** Whether the README shows code: a fenced block opened as ```ts or ```tsx. */
function hasCodeExample(readme) {
  return /^(```|~~~)tsx?\s*$/m.test(readme);
}

function main() {
  const problems = [];
  for (const dir of readdirSync(packagesDir).sort()) {
    const manifestPath = join(packagesDir, dir, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const readmePath = join(packagesDir, dir, 'README.md');
    const readme = existsSync(readmePath) ? readFileSync(readmePath, 'utf8') : '';
    const documented = documentedNamesOf(readme);
    if (!hasCodeExample(readme)) problems.push(`${manifest.name}: ${relative(root, readmePath)} has no \`\`\`ts or \`\`\`tsx example`);
    for (const [entry, target] of Object.entries(manifest.exports ?? {})) {
      const file = sourceOf(target);
      if (!file) continue;
      const path = join(packagesDir, dir, file);
      const where = relative(root, path);
      for (const name of valueExportsOf(readFileSync(path, 'utf8'), where)) {
        if (!documented.has(name)) problems.push(`${manifest.name} (${entry}): \`${name}\` is exported by ${where} but not named in ${relative(root, readmePath)}`);
      }
    }
  }
  if (problems.length > 0) {
    console.error(
      `READMEs missing an export (add a row naming each in backticks) or an example (add a \`\`\`ts or \`\`\`tsx block):\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else {
    console.info('Every package export is named in its README, and every README has an example.');
  }
}

main();
