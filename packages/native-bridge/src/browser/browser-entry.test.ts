import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every bare module the files reachable from `entry` import, statically or lazily. */
function bareImportsReachableFrom(entry: string): Set<string> {
  const bare = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (!specifier.startsWith('.')) {
        bare.add(specifier);
        continue;
      }
      const base = join(dirname(file), specifier);
      const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
      const found = candidates.find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
      if (found === undefined) throw new Error(`${file}: cannot find ${specifier}`);
      pending.push(found);
    }
  }
  return bare;
}

const REACT = /^(react|react-dom)(\/|$)|^@jogak\/secure-keypad\/react$/;

describe('entries', () => {
  // A bundler resolves a lazy chunk's imports too: a React import anywhere under `/browser` would
  // make React required for an app that only wants the browser transport.
  it('/browser 는 지연 로딩까지 따라가도 React 를 가져오지 않는다', () => {
    const imported = [...bareImportsReachableFrom(join(import.meta.dirname, 'index.ts'))];
    expect(imported.filter((specifier) => REACT.test(specifier))).toEqual([]);
  });

  it('/browser/keypad 는 키패드를 React 로 그린다', () => {
    const imported = [...bareImportsReachableFrom(join(import.meta.dirname, 'keypad.ts'))];
    expect(imported.filter((specifier) => REACT.test(specifier))).toEqual(
      expect.arrayContaining(['react-dom/client', '@jogak/secure-keypad/react']),
    );
  });
});
