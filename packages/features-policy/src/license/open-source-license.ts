/** One package shipped in the app's build, with its licence (generated at build time). */
export interface OpenSourceLicense {
  /** The npm package name (`react`). */
  readonly name: string;
  readonly version: string;
  /** The SPDX expression of its package.json `license` (`MIT`, `(MIT OR Apache-2.0)`). */
  readonly license: string;
  /** The text of its LICENSE file; `null` when the package ships none. */
  readonly licenseText: string | null;
}
