import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { Plugin } from 'vite';

/** The module the licence screen imports: `import('virtual:jogak-licenses')`. */
export const LICENSES_MODULE_ID = 'virtual:jogak-licenses';
const RESOLVED_ID = `\0${LICENSES_MODULE_ID}`;
/** Marks where the list goes until the bundle is known; renderChunk writes the shipped packages' list there. */
const LIST_MARKER = '__JOGAK_OPEN_SOURCE_LICENSES__';
const LICENSE_FILE = /^(licen[sc]e|copying)([.\-_].*)?$/i;
const NODE_MODULES = `${sep}node_modules${sep}`;

/** One shipped package and its licence (features-policy's `OpenSourceLicense`). */
export interface PackageLicense {
  name: string;
  version: string;
  license: string;
  licenseText: string | null;
}

/**
 * The root folder of the npm package a module file belongs to (its last `node_modules/<name>`,
 * scoped names included), or `null` for the app's own and workspace files.
 *
 * @example
 * packageDirOf('/r/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js') // '/r/node_modules/.pnpm/react@19.3.1/node_modules/react'
 * packageDirOf('/r/packages/ui-kit/src/index.ts') // null
 */
export function packageDirOf(moduleId: string): string | null {
  const file = moduleId.replace(/[?#].*$/, '');
  const at = file.lastIndexOf(NODE_MODULES);
  if (file.startsWith('\0') || at < 0) return null;
  const rest = file.slice(at + NODE_MODULES.length).split(sep);
  const nameParts = rest[0]?.startsWith('@') ? rest.slice(0, 2) : rest.slice(0, 1);
  if (nameParts.length === 0 || nameParts.some((part) => part === '')) return null;
  return join(file.slice(0, at + NODE_MODULES.length), ...nameParts);
}

/** The SPDX expression a package.json declares (`license`, or the old `licenses` list). */
function declaredLicense(manifest: Record<string, unknown>): string | null {
  const { license, licenses } = manifest;
  if (typeof license === 'string' && license.trim() !== '') return license.trim();
  if (license && typeof license === 'object' && typeof (license as { type?: unknown }).type === 'string') return (license as { type: string }).type;
  if (Array.isArray(licenses)) {
    const types = licenses.map((entry: { type?: unknown }) => entry.type).filter((type): type is string => typeof type === 'string');
    if (types.length > 0) return types.length === 1 ? types[0]! : `(${types.join(' OR ')})`;
  }
  return null;
}

/**
 * A package's name, version, declared licence and LICENSE file text, read from its folder.
 *
 * @example
 * readPackageLicense('/r/node_modules/react') // { name: 'react', version: '19.3.1', license: 'MIT', licenseText: 'MIT License…' }
 */
export function readPackageLicense(dir: string): PackageLicense {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  const name = String(manifest.name);
  const license = declaredLicense(manifest);
  if (!license) throw new Error(`오픈소스 라이선스: ${name} 의 package.json 에 license 가 없어요. 배포 전에 확인해 주세요.`);
  const file = readdirSync(dir).filter((entry) => LICENSE_FILE.test(entry)).sort()[0];
  return {
    name,
    version: String(manifest.version),
    license,
    licenseText: file ? readFileSync(join(dir, file), 'utf8').trim() : null,
  };
}

/** The package folders of module ids, without duplicates; a nested package.json-less folder is walked up. */
function packageDirsOf(moduleIds: Iterable<string>): Set<string> {
  const dirs = new Set<string>();
  for (const id of moduleIds) {
    let dir = packageDirOf(id);
    // A few packages keep a bare package.json in sub-folders; the root is the one named above.
    while (dir && !existsSync(join(dir, 'package.json'))) dir = dirname(dir);
    if (dir) dirs.add(dir);
  }
  return dirs;
}

/**
 * The licences of the packages whose code is in the given modules, sorted by name.
 *
 * @example
 * licensesOfModules(['/r/node_modules/react/index.js']) // [{ name: 'react', … }]
 */
export function licensesOfModules(moduleIds: Iterable<string>): PackageLicense[] {
  const byKey = new Map<string, PackageLicense>();
  for (const dir of packageDirsOf(moduleIds)) {
    const entry = readPackageLicense(dir);
    // The app's own packages (workspace, UNLICENSED) are not third-party software.
    if (entry.name.startsWith('@jogak/')) continue;
    byKey.set(`${entry.name}@${entry.version}`, entry);
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/** Where Node would find package `name` from folder `from` (the nearest `node_modules/<name>`). */
function findPackageDir(name: string, from: string): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return null;
  }
}

/**
 * The dev server bundles nothing: there the list is the app's runtime dependencies (`dependencies`,
 * followed through every package), an upper bound of what a build ships.
 *
 * @example
 * licensesOfDependencies('/r/apps/mobile-web') // [{ name: 'react', … }, …]
 */
export function licensesOfDependencies(appDir: string): PackageLicense[] {
  const seen = new Set<string>();
  const queue = [realpathSync(appDir)];
  while (queue.length > 0) {
    const dir = queue.shift()!;
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      const found = findPackageDir(name, dir);
      if (found && !seen.has(found)) {
        seen.add(found);
        queue.push(found);
      }
    }
  }
  return licensesOfModules([...seen].map((dir) => join(dir, 'package.json')));
}

/**
 * Generates `virtual:jogak-licenses` at build time: the name, version, licence and LICENSE text of
 * every npm package whose code ends up in the bundle (modules with rendered code in any chunk).
 * The module is only imported by /policy/license, so the texts sit in that route's lazy chunk.
 * The list is written into that chunk once the whole bundle is rendered (`renderChunk` sees every
 * chunk); the dev server, which bundles nothing, answers with the app's runtime dependencies.
 *
 * @example
 * plugins: [openSourceLicenses()]
 */
export function openSourceLicenses(): Plugin {
  let building = false;
  let root = '';
  return {
    name: 'jogak:open-source-licenses',
    configResolved(config) {
      building = config.command === 'build';
      root = config.root;
    },
    resolveId(id) {
      return id === LICENSES_MODULE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const list = building ? LIST_MARKER : JSON.stringify(licensesOfDependencies(root));
      return `export default JSON.parse(${JSON.stringify(list)});`;
    },
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.moduleIds.includes(RESOLVED_ID)) return null;
      const shipped = Object.values(meta.chunks).flatMap((rendered) =>
        Object.entries(rendered.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id]) => id),
      );
      const listMarker = new RegExp(`(["'\`])${LIST_MARKER}\\1`);
      if (!listMarker.test(code)) this.error('오픈소스 라이선스: 목록 자리를 찾지 못했어요.');
      return { code: code.replace(listMarker, () => JSON.stringify(JSON.stringify(licensesOfModules(shipped)))), map: null };
    },
  };
}
