/** Which backend a build talks to: the embedded sandbox, or the partner securities firm. */
export type Backend = 'sandbox' | 'partner';

/** What a partner build must be told: the partner's hosts are not known to the code. */
export const PARTNER_BUILD_VARIABLES = ['VITE_API_BASE_URL', 'VITE_LIVE_URL', 'VITE_PARTNER_WEB_VIEW_HOST'] as const;

const CHOICES =
  'VITE_JOGAK_BACKEND 를 정해 주세요: sandbox (체험 백엔드, 데모 로그인, 브라우저 셸이 든 개발·테스트용 빌드) 또는 ' +
  'partner (파트너 증권사 백엔드에 붙는 배포용 빌드). 예: VITE_JOGAK_BACKEND=partner pnpm build';

/**
 * The backend of a Vite run (ARCHITECTURE.md, "Builds"): the dev server is always a sandbox run;
 * a build says which it is (`VITE_JOGAK_BACKEND=sandbox|partner`) and never defaults, and a
 * partner build names the partner's hosts. Throws the message a developer sees otherwise.
 *
 * @example
 * chooseBackend({ command: 'serve', env: {} }); // 'sandbox'
 * chooseBackend({ command: 'build', env: { VITE_JOGAK_BACKEND: 'sandbox' } }); // 'sandbox'
 * chooseBackend({ command: 'build', env: {} }); // throws: VITE_JOGAK_BACKEND 를 정해 주세요 …
 */
export function chooseBackend({ command, env }: { command: 'build' | 'serve'; env: Readonly<Record<string, string | undefined>> }): Backend {
  const chosen = env.VITE_JOGAK_BACKEND?.trim() ?? '';
  if (chosen === '' && command === 'serve') return 'sandbox';
  if (chosen === '') throw new Error(`빌드할 백엔드를 고르지 않았어요. ${CHOICES}`);
  if (chosen !== 'sandbox' && chosen !== 'partner') throw new Error(`VITE_JOGAK_BACKEND=${chosen} 은(는) 없는 백엔드예요. ${CHOICES}`);
  if (chosen === 'partner') {
    const missing = PARTNER_BUILD_VARIABLES.filter((name) => !env[name]?.trim());
    if (missing.length > 0) {
      throw new Error(`partner 빌드에는 파트너의 주소가 필요해요. 빠진 값: ${missing.join(', ')} (예: VITE_API_BASE_URL=https://api.partner.example)`);
    }
  }
  return chosen;
}
