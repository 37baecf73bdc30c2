/** One device permission the app asks for, as the notice lists it. */
export interface AccessPermission {
  readonly name: string;
  readonly purpose: string;
}

/**
 * The permissions of the notice. None is required: browsing, subscribing and trading all work
 * without them, so each optional one is asked for only when its feature is first used.
 */
export const ACCESS_PERMISSIONS: { readonly required: readonly AccessPermission[]; readonly optional: readonly AccessPermission[] } = {
  required: [],
  optional: [
    { name: '알림', purpose: '공시, 체결, 청약 소식을 알림으로 알려드려요.' },
    { name: '카메라', purpose: '신분증과 서류를 촬영할 때 써요.' },
    { name: '사진 및 저장공간', purpose: '서류 사진과 파일을 올릴 때 써요.' },
  ],
};

/**
 * What the common app state holds once the notice was confirmed: the next start begins at
 * first-time sign-up (app-core's start-up decision treats `null` and `'access-permission'` as
 * "not seen yet").
 */
export const APP_STATE_AFTER_ACCESS_PERMISSION = 'first-time-sign-up';
