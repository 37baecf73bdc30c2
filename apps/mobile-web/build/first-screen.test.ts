import { describe, expect, it } from 'vitest';
import { firstScreenCodeSplitting, staticallyReachable, type ModuleGraph } from './first-screen';

/** A module graph from `importer: [imported…]` lines. */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
  return { getModuleInfo: (moduleId) => (moduleId in imports ? { importedIds: imports[moduleId] ?? [] } : null) };
}

/**
 * index.html → main → (check, preload helper); start-app → (router, stores, react, system screen,
 * preload helper); restricted → (react, system screen).
 */
const graph = graphOf({
  'index.html': ['main.tsx'],
  'main.tsx': ['check-environment.ts', 'preload-helper'],
  'start-app.tsx': ['router.ts', 'stores.ts', 'react', 'system-screen.tsx', 'preload-helper'],
  'start-restricted-app.tsx': ['react', 'system-screen.tsx'],
  'system-screen.tsx': ['react'],
  'router.ts': ['stores.ts'],
});

/** The chunk the first-screen group names for a module. */
function chunkOf(moduleId: string) {
  const [group] = firstScreenCodeSplitting({ html: 'index.html', app: 'start-app.tsx', restrictedApp: 'start-restricted-app.tsx' }).groups ?? [];
  if (typeof group?.name !== 'function') throw new Error('the first-screen group names its chunks by module');
  return group.name(moduleId, { getModuleInfo: (id) => graph.getModuleInfo(id) as never });
}

describe('staticallyReachable', () => {
  it('follows static imports from a module, itself included, each module once', () => {
    expect([...staticallyReachable(graph, 'start-app.tsx')].sort()).toEqual(
      ['preload-helper', 'react', 'router.ts', 'start-app.tsx', 'stores.ts', 'system-screen.tsx'].sort(),
    );
  });

  it('stops at modules the graph does not know (externals, virtual modules)', () => {
    expect([...staticallyReachable(graph, 'main.tsx')].sort()).toEqual(['check-environment.ts', 'main.tsx', 'preload-helper']);
  });
});

describe('firstScreenCodeSplitting', () => {
  it("puts start-app's own imports in first-screen", () => {
    expect(chunkOf('router.ts')).toBe('first-screen');
    expect(chunkOf('stores.ts')).toBe('first-screen');
  });

  it('puts what the restricted app uses too in common, so a failed check never loads the router or the stores', () => {
    expect(chunkOf('react')).toBe('common');
    expect(chunkOf('system-screen.tsx')).toBe('common');
  });

  it("leaves the entry's own modules and start-app itself where the bundler puts them", () => {
    expect(chunkOf('preload-helper')).toBeNull();
    expect(chunkOf('check-environment.ts')).toBeNull();
    expect(chunkOf('start-app.tsx')).toBeNull();
  });

  it('keeps dependencies out of the group, so the entry keeps its modules', () => {
    expect(firstScreenCodeSplitting({ html: 'index.html', app: 'start-app.tsx', restrictedApp: 'start-restricted-app.tsx' })).toMatchObject({
      includeDependenciesRecursively: false,
      groups: [{ tags: ['$initial'] }],
    });
  });
});
