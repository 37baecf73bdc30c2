import type { DialogDefinition } from '@jogak/ui-kit';
import { Button, openDialog, showToast } from '@jogak/ui-kit';
import { useState } from 'react';
import type { MyBridge } from '../pin-entry/pin-entry';

export const UP_TO_DATE = '최신 버전을 쓰고 있어요.';
export const UPDATE_CHECK_FAILED = '업데이트를 확인하지 못했어요. 다시 시도해주세요.';

function updateDialog(latestVersion: string): DialogDefinition {
  // The version goes in parentheses so 으로 follows 버전: after a bare '3.2.1' it would have to
  // follow how the digits are read aloud (삼 점 이 점 일로), which no particle rule can know.
  return {
    name: 'MY_UPDATE_AVAILABLE',
    title: '새 버전이 나왔어요',
    contents: `최신 버전(${latestVersion})으로 업데이트하면 더 안전하게 이용할 수 있어요.`,
    buttons: [
      { text: '나중에', style: 'outline', response: false },
      { text: '업데이트하기', style: 'primary', response: true },
    ],
  };
}

export interface AppVersionProps {
  readonly bridge: MyBridge;
  /** The version the shell reported in `init`; empty shows `-`. */
  readonly appVersion: string;
  /** The OS and its version, e.g. `ANDROID 14`; empty shows `-`. */
  readonly device: string;
}

/**
 * The app and device versions, and 업데이트 확인 through the shell's `update.check`: a newer
 * version offers the store (`openLink`), otherwise a toast says the app is up to date.
 */
export function AppVersion({ bridge, appVersion, device }: AppVersionProps) {
  const [checking, setChecking] = useState(false);
  const check = async () => {
    setChecking(true);
    try {
      const { needUpdate, latestVersion, storeUrl } = await bridge.request('update.check', {});
      if (!needUpdate) return showToast(UP_TO_DATE);
      if ((await openDialog(updateDialog(latestVersion))) && storeUrl) bridge.send('openLink', { url: storeUrl });
    } catch {
      showToast(UPDATE_CHECK_FAILED);
    } finally {
      setChecking(false);
    }
  };
  return (
    <>
      <dl className="jg-my-facts">
        <div className="jg-my-facts__row">
          <dt>앱 버전</dt>
          <dd>{appVersion || '-'}</dd>
        </div>
        <div className="jg-my-facts__row">
          <dt>기기</dt>
          <dd>{device || '-'}</dd>
        </div>
      </dl>
      <Button status="outline" size="full" busy={checking} onClick={() => void check()}>
        업데이트 확인
      </Button>
    </>
  );
}
