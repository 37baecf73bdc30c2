import { compareVersions } from '@jogak/app-core';

/** The Android minimum app version and the instant from which it is enforced (spec section 4, "Version checks"). */
export interface AndroidVersionPolicy {
  readonly minimumVersion: string;
  readonly enforceFrom: Date;
}

/** What a build states when it sets nothing (README, "Decisions"). */
export const DEFAULT_ANDROID_VERSION_POLICY: AndroidVersionPolicy = {
  minimumVersion: '1.0.0',
  enforceFrom: new Date('2026-01-01T00:00:00+09:00'),
};

/** The build variables that set the policy. */
export interface AndroidVersionEnv {
  readonly VITE_ANDROID_MINIMUM_VERSION?: string;
  readonly VITE_ANDROID_VERSION_ENFORCED_FROM?: string;
}

/**
 * The policy a build states through `VITE_ANDROID_MINIMUM_VERSION` (a dotted version) and
 * `VITE_ANDROID_VERSION_ENFORCED_FROM` (an ISO instant). A value that cannot be read is reported
 * and replaced by the default, so a typo in a build variable never lets every version through
 * nor blocks every phone.
 *
 * @example
 * readAndroidVersionPolicy({ VITE_ANDROID_MINIMUM_VERSION: '2.3.0' }).minimumVersion // '2.3.0'
 */
export function readAndroidVersionPolicy(
  env: AndroidVersionEnv,
  warn: (message: string) => void = console.warn,
): AndroidVersionPolicy {
  let { minimumVersion, enforceFrom } = DEFAULT_ANDROID_VERSION_POLICY;
  const version = env.VITE_ANDROID_MINIMUM_VERSION?.trim();
  if (version) {
    if (compareVersions(version, version) === null) {
      warn(`[jogak] VITE_ANDROID_MINIMUM_VERSION "${version}" is not a dotted version; using ${minimumVersion}`);
    } else {
      minimumVersion = version;
    }
  }
  const from = env.VITE_ANDROID_VERSION_ENFORCED_FROM?.trim();
  if (from) {
    const instant = new Date(from);
    if (Number.isNaN(instant.getTime())) {
      warn(`[jogak] VITE_ANDROID_VERSION_ENFORCED_FROM "${from}" is not a date; using ${enforceFrom.toISOString()}`);
    } else {
      enforceFrom = instant;
    }
  }
  return { minimumVersion, enforceFrom };
}
