/**
 * The build every package publishes: ESM and CJS with type declarations and source maps, for
 * ES2022, tree-shaken. A package's tsup.config.ts adds its entries (and externals) to this.
 *
 * @example
 * export default defineConfig({ ...libraryBuild, entry: ['src/index.ts'] });
 */
export const libraryBuild = Object.freeze({
  format: ['esm', 'cjs'],
  // Workspace dependencies resolve to their built declarations, not their sources (Turbo builds
  // them first: `build` depends on `^build`), so each package's declarations check its own code.
  dts: { compilerOptions: { customConditions: [] } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
