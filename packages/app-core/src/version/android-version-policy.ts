import { seoulDayNumber } from '@jogak/domain-rules/seoul-calendar';
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
  /**
   * An ISO-8601 date or date-time: a date alone is 00:00 in Seoul, a date-time without an offset
   * is Seoul's wall time, one with an offset (`Z`, `+09:00`) is that instant.
   */
  readonly enforceFrom?: string | undefined;
}

/** A setting that could not be read, and the default used instead. */
export interface UnreadableVersionSetting {
  readonly setting: keyof AndroidVersionSettings;
  readonly value: string;
  readonly fallback: string;
}

/**
 * The forms of the ECMAScript date-time format (which every engine reads alike): `yyyy-MM-dd`,
 * optionally `THH:mm`, `:ss`, `.sss`, and an offset `Z` or `±HH:mm`.
 */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?)?(?<offset>Z|[+-]\d{2}:\d{2})?$/;

/**
 * The instant an enforcement date means, read in Seoul (spec §4's "after a given date", like every
 * date of the product): `new Date` would read a date alone as UTC midnight (09:00 in Seoul) and a
 * date-time without an offset in the phone's own zone. Seoul has kept +09:00 since 1988, so its
 * wall time takes that offset. Null for anything else, and for a date or time that does not exist
 * (`2026-02-30`, `24:00`), which domain-rules' Seoul calendar refuses.
 */
function seoulInstantOf(text: string): Date | null {
  const form = ISO_DATE_TIME.exec(text);
  if (!form || seoulDayNumber(text) === null) return null;
  if (form.groups?.offset !== undefined) return new Date(text);
  return new Date(`${text.includes('T') ? text : `${text}T00:00`}+09:00`);
}

/**
 * The policy a build states: the minimum version (a dotted version) and the instant it is
 * enforced from (a date or date-time, Seoul time unless it carries an offset). Blank settings take
 * the default; a value that cannot be read is reported and replaced by the default, so a typo
 * never lets every version through nor blocks every phone.
 *
 * @example
 * androidVersionPolicyOf({ minimumVersion: '2.3.0' }).minimumVersion // '2.3.0'
 * androidVersionPolicyOf({ minimumVersion: '2.x' }, report).minimumVersion // '1.0.0', report told
 * androidVersionPolicyOf({ enforceFrom: '2026-03-01' }).enforceFrom // 2026-03-01 00:00 in Seoul (2026-02-28T15:00:00Z)
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
    const instant = seoulInstantOf(from);
    if (instant === null) {
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
