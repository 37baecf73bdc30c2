/**
 * Which workspace packages each package may import (ARCHITECTURE.md, "Dependency rules").
 * Lower layers never import higher ones; features never import each other; nothing imports the
 * sandbox at runtime (it is allowed in tests, stories and dev entry points only, see index.js).
 */
const platform = ['domain-rules', 'api-client', 'realtime', 'native-bridge', 'secure-keypad', 'ui-kit'];

/** @type {Record<string, readonly string[]>} */
export const allowedImports = {
  'domain-rules': [],
  'secure-keypad': [],
  'api-client': ['domain-rules'],
  realtime: ['domain-rules', 'api-client'],
  'native-bridge': ['domain-rules', 'secure-keypad'],
  'ui-kit': ['domain-rules'],
  'app-core': platform,
  sandbox: ['domain-rules', 'api-client'],
  'feature-testing': [...platform, 'app-core'],
};

/** Features sit above app-core and below the apps. */
export const featureAllowedImports = [...platform, 'app-core'];

/** The apps compose everything. */
export const appAllowedImports = '*';

/** Packages that may be imported by tests, stories and dev entry points of any package above them. */
export const devOnlyPackages = ['sandbox', 'feature-testing'];

/**
 * @param {string} shortName package name without the @jogak/ scope
 * @returns {readonly string[] | '*'}
 */
export function allowedImportsOf(shortName) {
  if (shortName.startsWith('features-')) return featureAllowedImports;
  if (shortName in allowedImports) return allowedImports[shortName] ?? [];
  return appAllowedImports;
}
