export { renderScreen, SANDBOX_ORIGIN } from './render-screen';
export { expectNoAxeViolations } from './axe';
export { jogakQueryClient, queriesSettled } from './jogak-query-client';
export type { ScreenViewer } from './jogak-query-client';
export type { RenderedScreen } from './render-screen';
export { LINKED_MEMBER } from './members';
export { requestedCalls, requestedPaths } from './requested-paths';
export { fakeNativeShell } from './fake-native-shell';
export type { FakeNativeShell } from './fake-native-shell';
