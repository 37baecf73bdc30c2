export { ROUTES, NATIVE_BACK_PAGES, NOT_FOUND_TITLE } from './routes/route-table';
export type { RouteDefinition, RouteName, TabKey } from './routes/route-table';
export { routes, fillPath } from './routes/route-paths';
export type { PathBuilder, PathParams } from './routes/route-paths';
export { matchRoute } from './routes/route-match';
export type { RouteMatch } from './routes/route-match';

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

export { transactionGate, isAccountLinked, gateDialogCode } from './gate/transaction-gate';
export type { TransactionGate, GateUser, GateDialogCode } from './gate/transaction-gate';

export {
  INVESTOR_CLASSES,
  INVESTOR_CLASS_LABELS,
  YEARLY_DEPOSIT_LIMITS,
  investorClassOf,
  isLimitedInvestor,
  yearlyDepositLimit,
} from './investor/investor-class';
export type { InvestorClass } from './investor/investor-class';
export { isInvestorInfoExpired, hasTendencyEvaluation, needsTendencyEvaluation } from './investor/investor-info-checks';

export { compareVersions, passesVersionCheck } from './version/version-check';
export type { VersionCheckInput } from './version/version-check';

export { BOTTOM_TABS, tabDecision, bellDecision } from './navigation/bottom-nav';
export type { BottomTab, NavDecision } from './navigation/bottom-nav';

export { MESSAGES, OFFLINE_SCREEN, TOAST_DURATION_MS } from './messages/messages';
