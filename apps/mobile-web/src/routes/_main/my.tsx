import { commonStore, dialogDefinition, isCorporate, sessionStore, userStore } from '@jogak/app-core';
import { openDialog } from '@jogak/ui-kit';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { MyScreen } from '../../screens/my-screen';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/_main/my')({
  component: MyRoute,
});

function MyRoute() {
  const navigate = useNavigate();
  const services = useShellServices();
  const user = useSnapshot(userStore);
  const { token } = useSnapshot(sessionStore);
  const { version } = useSnapshot(commonStore);
  return (
    <MyScreen
      loggedIn={token !== ''}
      name={user.name}
      userType={user.userType}
      corporate={isCorporate(user.individualCorpCode)}
      accountNo={user.accountNo}
      accountLinked={user.allianceAccountNoRegisterYn === 'Y'}
      appVersion={version}
      os={user.media}
      osVersion={services.osVersion()}
      onLogin={() => void navigate({ to: '/auth/login' })}
      onLogout={() => {
        void openDialog(dialogDefinition('CONFIRM_LOGOUT')).then((confirmed) => {
          if (confirmed) return services.logout();
        });
      }}
    />
  );
}
