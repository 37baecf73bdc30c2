import { commonStore, type RouteTarget } from '@jogak/app-core';
import { Button } from '@jogak/ui-kit';
import { useId } from 'react';
import { ACCESS_PERMISSIONS, APP_STATE_AFTER_ACCESS_PERMISSION, type AccessPermission } from './access-permissions';

export interface AccessPermissionScreenProps {
  /** Leaves for another route; called with first-time sign-up once 확인 is pressed. */
  onNavigate: (target: RouteTarget) => void;
}

function PermissionGroup({ title, permissions }: { title: string; permissions: readonly AccessPermission[] }) {
  const headingId = useId();
  return (
    <section className="jg-auth-permissions__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="jg-auth-permissions__group-title">
        {title}
      </h2>
      {permissions.length === 0 ? (
        <p className="jg-auth-permissions__empty">필수로 허용해야 하는 권한은 없어요.</p>
      ) : (
        <ul className="jg-auth-permissions__list">
          {permissions.map((permission) => (
            <li key={permission.name} className="jg-auth-permissions__item">
              <span className="jg-auth-permissions__name">{permission.name}</span>
              <span className="jg-auth-permissions__purpose">{permission.purpose}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The first-run notice of the device permissions the app uses (`/auth/access-permission`).
 * 확인 records in app-core's common state that the notice was seen, so the next start goes on
 * past it, then continues to first-time sign-up.
 *
 * @example
 * <AccessPermissionScreen onNavigate={(target) => void followRoute(router, target)} />
 */
export function AccessPermissionScreen({ onNavigate }: AccessPermissionScreenProps) {
  const confirm = () => {
    commonStore.appState = APP_STATE_AFTER_ACCESS_PERMISSION;
    onNavigate({ route: '/auth/first-time-sign-up' });
  };
  return (
    <div className="jg-auth-screen jg-auth-permissions">
      <div className="jg-auth-screen__body">
        <h1 className="jg-auth-screen__title">앱 접근 권한 안내</h1>
        <p className="jg-auth-screen__lead">조각을 편하게 이용하실 수 있도록 아래 권한을 사용해요.</p>
        <PermissionGroup title="필수 접근 권한" permissions={ACCESS_PERMISSIONS.required} />
        <PermissionGroup title="선택 접근 권한" permissions={ACCESS_PERMISSIONS.optional} />
        <p className="jg-auth-permissions__note">
          선택 접근 권한은 그 기능을 처음 쓸 때 여쭤봐요. 허용하지 않아도 다른 서비스는 그대로 이용할 수 있고, 휴대폰의
          설정에서 언제든 바꿀 수 있어요.
        </p>
      </div>
      <div className="jg-auth-screen__actions">
        <Button status="primary" size="full" onClick={confirm}>
          확인
        </Button>
      </div>
    </div>
  );
}
