import type { Plugin, Rolldown } from 'vite';

/** What the chunking needs of the module graph (rolldown's `ChunkingContext`). */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/** The modules of a production build that shape the first screen's files. */
export interface FirstScreenModules {
  /** The page's entry (index.html), whose own modules stay in the entry chunk. */
  html: string;
  /** The full app's start (`start-app.tsx`): its static imports become the first screen's files. */
  app: string;
  /** The restricted app's start: what it shares with the full app is a chunk of its own. */
  restrictedApp: string;
  /** Lazy chunks every full-app start asks for beside `app` (the sandbox backend), preloaded too. */
  alongside?: readonly string[];
}

/**
 * Every module `from` reaches through static imports, `from` included, in the graph as written
 * (a package's index reaches all it re-exports, used or not).
 *
 * @example
 * staticallyReachable(context, '/app/src/app/start-restricted-app.tsx'); // Set { …start-restricted-app.tsx, …react/index.js, … }
 */
export function staticallyReachable(graph: ModuleGraph, from: string): Set<string> {
  const reached = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * Where each module of the app's static start goes (issue #18): by default the bundler cuts the
 * modules start-app shares with the lazy routes into one chunk per set of sharers, so /home's
 * first screen needed 45 files, which the browser fetches six at a time over HTTP/1.1. With
 * start-app as an entry of its own, rolldown tags what it loads statically (`$initial`, after
 * tree-shaking); those modules become two chunks: `common`, what the restricted app uses too
 * (React, the system screens), so a failed environment check runs none of the router, stores or
 * bridge; and `first-screen`, the rest. The entry's own modules (environment check, preload
 * helper) and start-app's own code stay where they were.
 *
 * `includeDependenciesRecursively` is off because the entry's modules, which the captured ones
 * import, must stay in the entry: every module a captured one imports is itself captured, or in
 * the entry or `common`, which load first, so no chunk cycle can form.
 */
export function firstScreenCodeSplitting({ html, app, restrictedApp }: FirstScreenModules): Rolldown.CodeSplittingOptions {
  let entryModules: Set<string> | undefined;
  let restrictedModules: Set<string> | undefined;
  return {
    includeDependenciesRecursively: false,
    groups: [
      {
        debugName: 'first screen',
        tags: ['$initial'],
        name: (moduleId, context) => {
          entryModules ??= staticallyReachable(context, html);
          restrictedModules ??= staticallyReachable(context, restrictedApp);
          if (entryModules.has(moduleId) || moduleId === app) return null;
          return restrictedModules.has(moduleId) ? 'common' : 'first-screen';
        },
      },
    ],
  };
}

/** The files a chunk loads statically, itself included, and the stylesheets they bring. */
function staticFilesOf(bundle: Rolldown.OutputBundle, fileName: string, files: Set<string>, stylesheets: Set<string>): void {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || files.has(fileName)) return;
  files.add(fileName);
  for (const sheet of chunk.viteMetadata?.importedCss ?? []) stylesheets.add(sheet);
  for (const imported of chunk.imports) staticFilesOf(bundle, imported, files, stylesheets);
}

/**
 * The production build's first screen (issue #18): the chunking above, and index.html naming
 * start-app's files and stylesheets (and the `alongside` chunks) so the browser fetches them while
 * it parses the page, not once the entry has run and asked for them.
 *
 * @example
 * plugins: [firstScreen({ html: `${dir}/index.html`, app: `${dir}/src/app/start-app.tsx`, restrictedApp: `${dir}/src/app/start-restricted-app.tsx` })]
 */
export function firstScreen(modules: FirstScreenModules): Plugin {
  let base = '/';
  return {
    name: 'jogak:first-screen',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          input: { index: modules.html, 'start-app': modules.app },
          output: { codeSplitting: firstScreenCodeSplitting(modules) },
        },
      },
    }),
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!bundle) return html;
        const starts = [modules.app, ...(modules.alongside ?? [])];
        const files = new Set<string>();
        const stylesheets = new Set<string>();
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.facadeModuleId && starts.includes(chunk.facadeModuleId)) staticFilesOf(bundle, chunk.fileName, files, stylesheets);
        }
        const notInPage = (file: string) => !html.includes(`${base}${file}`);
        return [
          ...[...stylesheets].filter(notInPage).map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const })),
          ...[...files].filter(notInPage).map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}
