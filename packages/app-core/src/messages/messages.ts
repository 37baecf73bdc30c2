import { GENERIC_ERROR_MESSAGE, LOGIN_REQUIRED_MESSAGE, SIGN_UP_REQUIRED_MESSAGE } from '@jogak/api-client';

/**
 * Toasts and on-screen messages of spec §2 and §8, verbatim (including the spec's spelling:
 * "재시작 할게요"), the withdrawal's wrong-password title and the e-mail fields' messages. The
 * texts the HTTP policy shows itself are api-client's (it sits below app-core, so the one copy is
 * there); they are named here too so a screen finds every message in one place.
 */
export const MESSAGES = {
  LOGIN_REQUIRED: LOGIN_REQUIRED_MESSAGE,
  SIGN_UP_REQUIRED: SIGN_UP_REQUIRED_MESSAGE,
  COMMON_ERROR: GENERIC_ERROR_MESSAGE,
  DOWNLOAD_SUCCESS: '파일 다운로드가 완료되었습니다.',
  DOWNLOAD_FAILURE: '파일 다운로드를 실패했습니다.',
  SHARE_SUCCESS: '공유가 완료되었습니다.',
  SHARE_FAILURE: '공유를 실패했습니다.',
  NETWORK_CHANGED: '네트워크 변경이 감지되었어요. 앱을 재시작 할게요.',
  WRONG_PASSWORD: '잘못된 비밀번호에요',
  /** The e-mail check's `IN_USE` (고객확인 and 이메일 변경 say it alike; not spec text). */
  EMAIL_IN_USE: '이미 다른 회원이 쓰고 있는 이메일이에요.',
  /** An e-mail field left empty (법인 정보, 고객확인; not spec text). */
  EMAIL_REQUIRED: '이메일을 입력해주세요.',
  /** An e-mail not shaped as one, with the shape to type (every e-mail field alike; not spec text). */
  EMAIL_SHAPE: '이메일 주소를 확인해주세요. 예) jogak@example.kr',
} as const;

/** The offline screen's copy (spec §2, its spelling "원할하지" included). */
export const OFFLINE_SCREEN = {
  title: '네트워크가 원할하지 않아요',
  text: '네트워크 연결 상태 확인 후 다시 시도해주세요!',
  retry: '다시 시도하기',
  /** The retry button waits this long before going home (spec §9). */
  retryDelayMs: 300,
} as const;
