import type { components } from '@jogak/api-client';
import { Button } from '@jogak/ui-kit';

export type KycResult = components['schemas']['KycResult'];

/** Step 5: done; a member still without an account goes on to open one. */
export function CompleteStep({ result, onContinue }: { result: KycResult; onContinue: () => void }) {
  const opensAccount = result.userType === '102';
  return (
    <div className="jg-kyc__group jg-kyc__complete">
      <p className="jg-kyc__lead">고객확인을 마쳤어요.</p>
      <p>{opensAccount ? '이제 제휴 증권사에서 계좌를 개설하면 투자를 시작할 수 있어요.' : '이제 조각의 서비스를 계속 이용할 수 있어요.'}</p>
      <Button status="primary" size="full" onClick={onContinue}>
        {opensAccount ? '계좌 개설하기' : '확인'}
      </Button>
    </div>
  );
}
