/**
 * Korean copy of the spec's HTTP error catalogue (section 8), verbatim. The one copy: app-core's
 * `MESSAGES` names these for the screens and dialogs that show the same text.
 */
export const NETWORK_ERROR_MESSAGE = '네트워크 연결이 원활하지 않습니다.';
export const LOGIN_REQUIRED_MESSAGE = '로그인 후 이용해주세요';
export const SIGN_UP_REQUIRED_MESSAGE = '회원가입 후 이용해주세요';
export const GENERIC_ERROR_MESSAGE = '에러가 발생했습니다. 다시 시도해주세요';
