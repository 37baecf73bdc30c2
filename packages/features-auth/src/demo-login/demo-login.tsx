import { demoQueries } from '@jogak/api-client';
import { isCorporate, userStore, type LoginTab } from '@jogak/app-core';
import { useQuery } from '@tanstack/react-query';
import { DemoLoginScreen, type DemoMemberOption } from './demo-login-screen';
import { signInWithDemoMember, type DemoSignInServices } from './sign-in-with-demo-member';

export interface DemoLoginProps {
  services: DemoSignInServices;
  /** `/auth/login?tabs=`; without it a device whose last member was a corporation lists corporations first. */
  tab?: LoginTab | undefined;
  /** After the stores are filled: the app goes where the member came from (`pathAfterLogin`). */
  onSignedIn: () => Promise<void> | void;
}

/**
 * The demo login with its data: the sandbox's 체험 계정 (`GET /main/v1/auth/demo/members`,
 * through the QueryClient the app provides with the Jogak client attached) and
 * {@link signInWithDemoMember} on 로그인. The button stays busy until `onSignedIn` settles.
 *
 * @example
 * <DemoLogin services={{ client, persistence }} tab={tabs}
 *   onSignedIn={() => followHref(router, pathAfterLogin(redirect))} />
 */
export function DemoLogin({ services, tab, onSignedIn }: DemoLoginProps) {
  const members = useQuery({
    ...demoQueries.members(),
    select: (data): DemoMemberOption[] =>
      data.content.map((member) => ({
        memberId: member.memberId,
        name: member.name,
        userType: member.userType,
        corporate: isCorporate(member.individualCorpCode),
        description: member.description,
      })),
  });
  const login = async (memberId: string) => {
    await signInWithDemoMember(memberId, services);
    await onSignedIn();
  };
  return (
    <DemoLoginScreen
      members={members.data}
      loadError={members.isError}
      onRetryLoad={() => void members.refetch()}
      onLogin={login}
      tab={tab ?? (isCorporate(userStore.individualCorpCode) ? 'corporate' : 'individual')}
    />
  );
}
