import { accountQueries } from '@jogak/api-client';
import { BottomSheet, Button, QueryState, showToast } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';

export interface DepositSheetProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Copies a text through the shell's bridge (spec §7's copy command). */
  readonly onCopy: (text: string) => Promise<void>;
}

/**
 * 입금: the linked brokerage account that takes deposits (its deposit-only number, as the partner
 * issues it) with a copy button. Money sent there shows as cash once the reception lookup finds it.
 */
export function DepositSheet({ open, onOpenChange, onCopy }: DepositSheetProps) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title="입금" description="아래 계좌로 보내면 예치금으로 들어와요.">
      {open ? <DepositInstructions onCopy={onCopy} /> : null}
    </BottomSheet>
  );
}

function DepositInstructions({ onCopy }: Pick<DepositSheetProps, 'onCopy'>) {
  const accounts = useQuery(accountQueries.contractAccounts());
  const copy = async (accountNo: string) => {
    try {
      await onCopy(accountNo);
      showToast('계좌번호를 복사했어요.');
    } catch {
      showToast('계좌번호를 복사하지 못했어요. 직접 입력해주세요.');
    }
  };
  return (
    <QueryState query={accounts} loadingLabel="입금 계좌를 불러오는 중" skeletonLines={3} errorText="입금 계좌를 불러오지 못했어요.">
      {(list) => {
        const account = list.content.find((item) => item.allianceYn === 'Y');
        if (!account) return <p className="jg-assets-deposit__none">연동된 계좌가 없어 입금할 수 없어요. 계좌를 연동한 뒤 이용해주세요.</p>;
        return (
          <div className="jg-assets-deposit">
            <dl className="jg-assets-figures">
              <div className="jg-assets-figure">
                <dt>입금 계좌</dt>
                <dd>{account.accountName}</dd>
              </div>
              <div className="jg-assets-figure">
                <dt>계좌번호</dt>
                <dd className="jg-assets-deposit__number">{account.accountNo}</dd>
              </div>
            </dl>
            <Button status="outline" size="full" onClick={() => void copy(account.accountNo)}>
              계좌번호 복사
            </Button>
            <ul className="jg-assets-deposit__notes">
              <li>본인 명의 은행 계좌에서 보낸 돈만 입금돼요.</li>
              <li>입금한 돈은 자산 화면을 열 때 확인해 예치금에 더해요.</li>
            </ul>
          </div>
        );
      }}
    </QueryState>
  );
}
