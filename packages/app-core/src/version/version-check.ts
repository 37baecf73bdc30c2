/**
 * Compares two dotted versions part by part as numbers (`'1.10.0'` is newer than `'1.9.9'`);
 * missing parts count as 0 and a leading `v` is ignored. Returns `null` when either side is not
 * a dotted number.
 *
 * @example
 * compareVersions('1.10.0', '1.9.9') // 1
 * compareVersions('2.0', '2.0.0') // 0
 * compareVersions('1.2.beta', '1.2.0') // null
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 | null {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) return null;
  const length = Math.max(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference > 0 ? 1 : -1;
  }
  return 0;
}

function parseVersion(version: string): number[] | null {
  const trimmed = version.trim().replace(/^v/i, '');
  if (!/^\d+(\.\d+)*$/.test(trimmed)) return null;
  return trimmed.split('.').map(Number);
}

/** Inputs of the version check. */
export interface VersionCheckInput {
  /** The shell's OS as stored (uppercased): `'ANDROID'`, `'IOS'`… */
  readonly os: string;
  readonly appVersion: string;
  readonly minimumVersion: string;
  /** From this instant on, Android versions are enforced. */
  readonly enforceFrom: Date;
  readonly now?: Date;
}

/**
 * The version check of spec §4: non-Android always passes; Android passes before `enforceFrom`
 * and afterwards only when the app version is at least the minimum. A version that cannot be
 * read fails, so the invalid-version dialog asks for an update instead of letting an unknown
 * build through.
 *
 * @example
 * passesVersionCheck({ os: 'IOS', appVersion: '0.1', minimumVersion: '9.0', enforceFrom: new Date(0) }) // true
 * passesVersionCheck({ os: 'ANDROID', appVersion: '1.2.0', minimumVersion: '1.3.0', enforceFrom: new Date(0) }) // false
 */
export function passesVersionCheck(input: VersionCheckInput): boolean {
  if (input.os.toUpperCase() !== 'ANDROID') return true;
  const now = input.now ?? new Date();
  if (now.getTime() < input.enforceFrom.getTime()) return true;
  const comparison = compareVersions(input.appVersion, input.minimumVersion);
  return comparison !== null && comparison >= 0;
}
