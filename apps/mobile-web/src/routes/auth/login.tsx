import { authQueries, isJogakApiError } from '@jogak/api-client';
import { STORAGE_KEYS, commonStore, pathAfterLogin, sessionStore, updateUser, userStore } from '@jogak/app-core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { navigateTo } from '../../routing/navigate-to';
import { DemoLoginScreen, type DemoMemberOption } from '../../screens/demo-login-screen';
import { userFromMemberInfo } from '../../session/user-from-member-info';
import { useShellServices } from '../../shell/use-shell-services';

interface LoginSearch {
  tabs?: 'individual' | 'corporate';
  /** Where to return after login (spec section 4: "the page they came from, or home"). */
  redirect?: string;
}

export const Route = createFileRoute('/auth/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(search.tabs === 'corporate' || search.tabs === 'individual' ? { tabs: search.tabs } : {}),
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  }),
  component: LoginRoute,
});

function LoginRoute() {
  const { tabs, redirect } = Route.useSearch();
  const { client, persistence } = useShellServices();
  const router = useRouter();
  const members = useQuery({
    ...authQueries.demoMembers(),
    select: (data): DemoMemberOption[] =>
      data.content.map((member) => ({
        memberId: member.memberId,
        name: member.name,
        userType: member.userType,
        corporate: member.individualCorpCode !== 'INDIVIDUAL',
        description: member.description,
      })),
  });

  const login = async (memberId: string) => {
    let session;
    try {
      ({ data: session } = await client.POST('/main/v1/auth/demo/login', { body: { memberId, media: 'WEB' } }));
    } catch (error) {
      throw new Error(isJogakApiError(error) && error.message ? error.message : '로그인하지 못했어요. 다시 시도해주세요.');
    }
    if (!session) throw new Error('로그인하지 못했어요. 다시 시도해주세요.');
    // The demo login stands in for the phone identity verification too: its identity is what the
    // account-agency token asks for (ci, name, birth YYYY-MM-DD, phone digits only).
    const { ci, name, birth, phoneNo } = session.identity;
    const identity = { ci, name, birth, phoneNo };
    updateUser({ id: session.userId, userType: session.userType, individualCorpCode: session.individualCorpCode, ...identity });
    Object.assign(sessionStore, {
      token: session.token,
      userId: session.userId,
      publicKey: session.publicKey ?? '',
      doubleConnectKey: session.doubleConnectKey ?? '',
    });
    // A verification leaves the CI on the device: the next start signs in with it (spec section 4).
    await persistence.set(STORAGE_KEYS.ci, ci);
    // The rest of the member (account, tendency, flags) as the server knows it; without it the
    // app still works from the session, so a failure here does not undo the login.
    try {
      const { data: info } = await client.GET('/main/v1/member/info', {
        params: { query: { ci, media: 'WEB', individualCorpCode: session.individualCorpCode } },
      });
      if (info) updateUser({ ...userFromMemberInfo(info), ...identity });
    } catch (error) {
      console.warn('[jogak] member info after the demo login', error);
    }
    // Past the first-run permission page: the next start goes by the user type.
    commonStore.appState = 'login';
    await navigateTo(router, pathAfterLogin(redirect));
  };

  return (
    <DemoLoginScreen
      members={members.data}
      loadError={members.isError}
      onRetryLoad={() => void members.refetch()}
      onLogin={login}
      tab={tabs ?? (userStore.individualCorpCode && userStore.individualCorpCode !== 'INDIVIDUAL' ? 'corporate' : 'individual')}
    />
  );
}
