import { BottomSheet } from '@jogak/ui-kit';
import { useState } from 'react';
import { DemoLogin, type DemoLoginProps } from './demo-login';

/**
 * The login screen's developer shortcut in sandbox builds: a clearly labelled 체험 계정 link that
 * opens the demo member picker in a sheet. It lives in this entry (with every 체험 계정 word) so a
 * partner build, which never imports it, carries none of it.
 *
 * @example
 * <LoginScreen … developerShortcut={<DemoLoginSheet services={services} tab={tabs} onSignedIn={goBack} />} />
 */
export function DemoLoginSheet(props: DemoLoginProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="jg-auth-login__link" onClick={() => setOpen(true)}>
        체험 계정으로 로그인 (개발용)
      </button>
      <BottomSheet
        open={open}
        onOpenChange={setOpen}
        title="체험 계정 (개발용)"
        description="샌드박스 빌드에만 있는 개발용 바로가기예요. 실제 회원은 PIN이나 인증서로 로그인해요."
      >
        <DemoLogin {...props} />
      </BottomSheet>
    </>
  );
}
