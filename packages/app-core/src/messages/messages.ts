/**
 * Toasts and on-screen messages of spec §2 and §8, verbatim (including the spec's spelling:
 * "원할하지", "실패 했습니다", "재시작 할게요").
 */
export const MESSAGES = {
  LOGIN_REQUIRED: '로그인 후 이용해주세요',
  SIGN_UP_REQUIRED: '회원가입 후 이용해주세요',
  NETWORK_TIMEOUT: '네트워크 연결이 원활하지 않습니다.',
  COMMON_ERROR: '에러가 발생했습니다. 다시 시도해주세요',
  DOWNLOAD_SUCCESS: '파일 다운로드가 완료되었습니다.',
  DOWNLOAD_FAILURE: '파일 다운로드를 실패했습니다.',
  SHARE_SUCCESS: '공유가 완료되었습니다.',
  SHARE_FAILURE: '공유를 실패했습니다.',
  ACCOUNT_LINK_FAILURE: '계좌 연동을 실패 했습니다. 계좌 연동 작업을 다시 진행합니다.',
  NETWORK_CHANGED: '네트워크 변경이 감지되었어요. 앱을 재시작 할게요.',
  WRONG_PASSWORD: '잘못된 비밀번호에요',
} as const;

/** The offline screen's copy (spec §2). */
export const OFFLINE_SCREEN = {
  title: '네트워크가 원할하지 않아요',
  text: '네트워크 연결 상태 확인 후 다시 시도해주세요!',
  retry: '다시 시도하기',
  /** The retry button waits this long before going home (spec §9). */
  retryDelayMs: 300,
} as const;

/** Toast defaults of spec §8. */
export const TOAST_DURATION_MS = 1200;
