import { androidVersionPolicyOf, type AndroidVersionPolicy, type UnreadableVersionSetting } from '@jogak/app-core';

/** The build variables that set the Android version policy (README, "Decisions"). */
export interface AndroidVersionEnv {
  readonly VITE_ANDROID_MINIMUM_VERSION?: string;
  readonly VITE_ANDROID_VERSION_ENFORCED_FROM?: string;
}

/** Each setting's build variable and what its value must be. */
const VARIABLES: Readonly<Record<UnreadableVersionSetting['setting'], { name: string; kind: string }>> = {
  minimumVersion: { name: 'VITE_ANDROID_MINIMUM_VERSION', kind: 'a dotted version' },
  enforceFrom: { name: 'VITE_ANDROID_VERSION_ENFORCED_FROM', kind: 'an ISO date or date-time (2026-03-01, 2026-03-01T09:00 in Seoul, or with an offset)' },
};

/**
 * The policy a build states through `VITE_ANDROID_MINIMUM_VERSION` and
 * `VITE_ANDROID_VERSION_ENFORCED_FROM`, read by app-core's `androidVersionPolicyOf`; a value it
 * cannot read is reported by the variable's name (and the default used).
 *
 * @example
 * readAndroidVersionPolicy({ VITE_ANDROID_MINIMUM_VERSION: '2.3.0' }).minimumVersion // '2.3.0'
 */
export function readAndroidVersionPolicy(
  env: AndroidVersionEnv,
  warn: (message: string) => void = console.warn,
): AndroidVersionPolicy {
  return androidVersionPolicyOf(
    { minimumVersion: env.VITE_ANDROID_MINIMUM_VERSION, enforceFrom: env.VITE_ANDROID_VERSION_ENFORCED_FROM },
    ({ setting, value, fallback }) =>
      warn(`[jogak] ${VARIABLES[setting].name} "${value}" is not ${VARIABLES[setting].kind}; using ${fallback}`),
  );
}
