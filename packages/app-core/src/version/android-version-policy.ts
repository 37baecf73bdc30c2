import { compareVersions, passesVersionCheck } from './version-check';

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

/** A build's settings of the policy, as written (build variables, remote config…). */
export interface AndroidVersionSettings {
  /** A dotted version. */
  readonly minimumVersion?: string | undefined;
  /** An ISO instant. */
  readonly enforceFrom?: string | undefined;
}

/** A setting that could not be read, and the default used instead. */
export interface UnreadableVersionSetting {
  readonly setting: keyof AndroidVersionSettings;
  readonly value: string;
  readonly fallback: string;
}

/**
 * The policy a build states: the minimum version (a dotted version) and the instant it is
 * enforced from (an ISO instant). Blank settings take the default; a value that cannot be read is
 * reported and replaced by the default, so a typo never lets every version through nor blocks
 * every phone.
 *
 * @example
 * androidVersionPolicyOf({ minimumVersion: '2.3.0' }).minimumVersion // '2.3.0'
 * androidVersionPolicyOf({ minimumVersion: '2.x' }, report).minimumVersion // '1.0.0', report told
 */
export function androidVersionPolicyOf(
  settings: AndroidVersionSettings,
  onUnreadable: (problem: UnreadableVersionSetting) => void = () => undefined,
): AndroidVersionPolicy {
  let { minimumVersion, enforceFrom } = DEFAULT_ANDROID_VERSION_POLICY;
  const version = settings.minimumVersion?.trim();
  if (version) {
    if (compareVersions(version, version) === null) {
      onUnreadable({ setting: 'minimumVersion', value: version, fallback: minimumVersion });
    } else {
      minimumVersion = version;
    }
  }
  const from = settings.enforceFrom?.trim();
  if (from) {
    const instant = new Date(from);
    if (Number.isNaN(instant.getTime())) {
      onUnreadable({ setting: 'enforceFrom', value: from, fallback: enforceFrom.toISOString() });
    } else {
      enforceFrom = instant;
    }
  }
  return { minimumVersion, enforceFrom };
}

/** What the shell reported in `init`, the build's policy and the time of the check. */
export interface ShellVersionCheckInput {
  /** The stored OS (`userStore.media`). */
  readonly os: string;
  /** The app version of `init` (`commonStore.version`); `''` until `init` arrives. */
  readonly appVersion: string;
  readonly policy: AndroidVersionPolicy;
  readonly now: Date;
}

/**
 * Spec §4's version check on what the shell reported. Before the shell's `init` the version is
 * unknown and the check passes: `init` restarts the app at `/`, whose start-up checks again.
 *
 * @example
 * isShellVersionSupported({ os: 'ANDROID', appVersion: '', policy, now }); // true (no init yet)
 * isShellVersionSupported({ os: 'ANDROID', appVersion: '0.9.0', policy: DEFAULT_ANDROID_VERSION_POLICY, now: new Date('2026-02-01') }); // false
 */
export function isShellVersionSupported({ os, appVersion, policy, now }: ShellVersionCheckInput): boolean {
  return appVersion === '' || passesVersionCheck({ os, appVersion, ...policy, now });
}
