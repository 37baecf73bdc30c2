export { APP_NAME, ERROR_PAGE_NAME, ROUTES, NATIVE_BACK_PAGES, NOT_FOUND_TITLE } from './routes/route-table';
export type { RouteDefinition, RouteId, TabKey } from './routes/route-table';
export { documentTitle, documentTitleFor, routeDefinition, routeHref, routePath } from './routes/route-target';
export { onlyIdSegments } from './routes/route-params';
export { clearFormDrafts, useFormDraft } from './form-drafts/form-drafts';
export { RouteLink, RouteNavigationProvider, useNavigateToRoute } from './navigation/route-link';
export type { NavigateToRoute, NavigateToRouteOptions, RouteLinkProps } from './navigation/route-link';
export type { PathParamName, RoutePath, RouteTarget, SearchUpdate } from './routes/route-target';

export { USER_TYPES, isUserType, isLoggedInType, isGuestType, nextUserType } from './user-type/user-type';
export type { UserType, UserTypeCode, UserTypeEvent } from './user-type/user-type';
export { createDefaultUser, isCorporate } from './user/user';
export type { User, YesNo, IndividualCorpCode, Media } from './user/user';

export { decideStartUp, decideAfterMemberInfo, routeByUserType, pathAfterLogin } from './start-up/start-up';
export type {
  StartUpDecision,
  StartUpEffect,
  StartUpNext,
  StoredStartUpState,
  StartUpMemberInfo,
  PartnerWebViewPurpose,
} from './start-up/start-up';

export { transactionGate, isAccountLinked, gateDialogCode, gateNextStep, isGateDialogCode } from './gate/transaction-gate';
export type { TransactionGate, GateUser, GateDialogCode, GateNextStep } from './gate/transaction-gate';

export { isInvestorInfoExpired, hasTendencyEvaluation, needsTendencyEvaluation } from './investor/investor-info-checks';

export { compareVersions, passesVersionCheck } from './version/version-check';
export type { VersionCheckInput } from './version/version-check';
export {
  DEFAULT_ANDROID_VERSION_POLICY,
  androidVersionPolicyOf,
  isShellVersionSupported,
} from './version/android-version-policy';
export type {
  AndroidVersionPolicy,
  AndroidVersionSettings,
  ShellVersionCheckInput,
  UnreadableVersionSetting,
} from './version/android-version-policy';

export {
  ACCOUNT_LINK_FAILED_TOAST,
  BACKGROUND_PAUSE_LIMIT_MS,
  planNativeMessage,
} from './native-messages/plan-native-message';
export type { ShellAction, ShellFacts } from './native-messages/plan-native-message';
export { EXTERNAL_VERIFIER_ROUTE_ID, nativeBackAction, pageHandlesNativeBack, withoutTrailingSlash } from './native-messages/native-back';
export type { NativeBackAction } from './native-messages/native-back';
export { useNativeBack } from './native-messages/use-native-back';
export type { NativeBackEvents, NativeBackOptions } from './native-messages/use-native-back';

export { accountFlowPurpose, partnerWebViewUrl, transactionNumber } from './partner/partner-web-view-url';
export type {
  ApplyTransactionType,
  CancelTransactionType,
  PartnerWebViewOpening,
  PartnerWebViewUrlInput,
  SubscriptionPasswordOrder,
} from './partner/partner-web-view-url';
export { readPartnerPurpose, writePartnerPurpose } from './partner/partner-purpose';
export type { StoredPartnerPurpose } from './partner/partner-purpose';

export { memberLeft, onMemberLeft } from './session/member-left';
export type { SessionHolder } from './session/member-left';
export { signedInMemberId } from './session/signed-in-member';
export { signInWithCi } from './session/sign-in-with-ci';
export type { SignInClient } from './session/sign-in-with-ci';
export { readStoredCiOf } from './session/stored-ci';
export type { CiClaimant } from './session/stored-ci';
export { recheckKakaoSignIn } from './session/recheck-kakao-sign-in';
export type { KakaoRecheckEffects } from './session/recheck-kakao-sign-in';
export { hashCi } from './session/hash-ci';
export { userFromMemberInfo } from './session/user-from-member-info';
export { fetchMemberInfo, loadMemberInfo, memberInfoParams, memberInfoQuery } from './session/load-member-info';
export type { MemberInfoQuery } from './session/load-member-info';
export { contractMedia } from './session/contract-media';
export type { ContractMedia } from './session/contract-media';

export { BOTTOM_TABS, tabDecision, bellDecision, headerBackFallback } from './navigation/bottom-nav';
export type { BottomTab, NavDecision } from './navigation/bottom-nav';

export { MESSAGES, OFFLINE_SCREEN } from './messages/messages';
export { DOWNLOAD_TOASTS, SHARE_TOASTS, useToastedAction } from './toasted-action/use-toasted-action';
export { useScreenSignal } from './screen-life/use-screen-signal';
export type { ActionToasts, ToastedAction } from './toasted-action/use-toasted-action';

export { userStore, resetUser, updateUser } from './stores/user-store';
export { commonStore, createDefaultCommonState } from './stores/common-store';
export type { CommonState } from './stores/common-store';
export { sessionStore, resetSession, createEmptySession } from './stores/session-store';
export type { Session } from './stores/session-store';

export { STORAGE_KEYS, createMemoryPersistence } from './persistence/persistence-adapter';
export type { PersistenceAdapter, StorageKey } from './persistence/persistence-adapter';
export { parseReferralCode } from './referral/referral-code';
export {
  PERSISTED_USER_FIELDS,
  hydrateStores,
  persistStores,
  saveStores,
  saveUser,
  readStoredStartUpState,
  hasPhoneChangeStatus,
  applyStartUpEffects,
} from './persistence/store-persistence';

export {
  IDENTITY_VERIFICATION_PREFIX,
  createIdentityVerificationStorage,
} from './identity/identity-verification-storage';
export type { IdentityVerificationStorage, SyncStorage } from './identity/identity-verification-storage';
export { DROPPED_VERIFIER_RESULT_SEARCH, parseVerifierResultSearch, readVerificationOutcome } from './identity/verification-result';
export type { VerificationOutcome, VerifiedPerson, VerifierResultSearch } from './identity/verification-result';

export { logout } from './logout/logout';
export type { LogoutEffects, LoginTab } from './logout/logout';

export { CUSTOMER_SERVICE_PHONE } from './dialogs/customer-service-phone';
export { WELCOME_TITLE, dialogDefinition, welcomeDialog } from './dialogs/dialog-catalogue';
export type { DealHours, DialogContext } from './dialogs/dialog-catalogue';
export { DIALOG_CODES, CONFIRM_DIALOG_CODES, isCatalogueCode } from './dialogs/dialog-codes';
export type { DialogCode, ConfirmDialogCode, CatalogueCode } from './dialogs/dialog-codes';
export { formatDealHour } from './dialogs/deal-hours';
export { CATALOGUE_UNAVAILABLE_TOAST, loadDialogDefinition, openCatalogueDialog, prefetchDialogCatalogue } from './dialogs/load-dialog-definition';

export { investorInfoStore, createDefaultInvestorInfo, resetInvestorInfo } from './investor-info/investor-info';
export type { InvestorInfo, QuestionnaireAnswers } from './investor-info/investor-info';
