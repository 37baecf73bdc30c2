import { accountMutations, accountQueries, failureMessage, isJogakApiError, type components } from '@jogak/api-client';
import { dialogDefinition, useFormDraft, useScreenSignal } from '@jogak/app-core';
import { formatWon, MINIMUM_WITHDRAWAL_AMOUNT } from '@jogak/domain-rules';
import type { KeypadResult } from '@jogak/secure-keypad';
import { BottomSheet, Button, MoneyInput, openDialog, showToast } from '@jogak/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { PasswordKeypad } from './password-keypad';
import { isWithdrawalDialogCode, withdrawalProblem } from './withdrawal-rules';
import { signWithdrawal, type WithdrawalSignature, type WithdrawalSigner } from './withdrawal-signature';

type Withdrawal = components['schemas']['Withdrawal'];

export interface WithdrawSheetProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly signer?: WithdrawalSigner;
  /**
   * The withdrawal went out (the screen shows it in the history). Called, like the sheet's own
   * closing, only while the form that sent it is still open: an answer that comes after the member
   * closed it only toasts, so it neither closes another sheet opened meanwhile nor moves the screen.
   */
  readonly onWithdrawn?: (withdrawal: Withdrawal) => void;
}

/**
 * 출금: the amount (5,000 won up to the withdrawable amount), the account password on the secure
 * keypad, the pay-provider signature, then the call. Every refusal opens its catalogue dialog and
 * keeps the amount typed; a refused password is asked again on a fresh keypad. While the keypad
 * shows, Escape or a back closes only the keypad (as its 닫기 does), and focus goes back to the
 * button that opened it.
 */
export function WithdrawSheet({ open, onOpenChange, signer, onWithdrawn }: WithdrawSheetProps) {
  // The form's "close the keypad if it shows", asked by a back and by Escape (which the sheet
  // hears on the document before the keypad does).
  const closeKeypadRef = useRef<(() => boolean) | null>(null);
  // Set when the sheet closes on purpose (닫기, back, a withdrawal sent): the amount goes with it.
  // A form that goes while the sheet is open (the screen left for the error page of a 500, or the
  // login of an expired session) keeps it for the next sheet.
  const closedOnPurposeRef = useRef(false);
  const changeOpen = (next: boolean) => {
    if (!next) closedOnPurposeRef.current = true;
    onOpenChange(next);
  };
  return (
    <BottomSheet
      open={open}
      onOpenChange={changeOpen}
      title="출금"
      description="예치금을 내 은행 계좌로 보내요."
      closeInnerLayer={() => closeKeypadRef.current?.() ?? false}
    >
      {open ? (
        <WithdrawForm
          signer={signer}
          closeKeypadRef={closeKeypadRef}
          closedOnPurposeRef={closedOnPurposeRef}
          onWithdrawn={(withdrawal) => {
            changeOpen(false);
            onWithdrawn?.(withdrawal);
          }}
        />
      ) : null}
    </BottomSheet>
  );
}

interface WithdrawFormProps {
  readonly signer?: WithdrawalSigner;
  /** Set while the form is shown: closes the keypad and answers `true`, or `false` when none shows. */
  readonly closeKeypadRef: RefObject<(() => boolean) | null>;
  /** Whether the sheet was closed on purpose by the time the form goes (see `WithdrawSheet`). */
  readonly closedOnPurposeRef: RefObject<boolean>;
  /** Called only while this form is shown (see `WithdrawSheetProps.onWithdrawn`). */
  readonly onWithdrawn: (withdrawal: Withdrawal) => void;
}

/**
 * A refusal with its catalogue dialog opens it; any other API failure is a toast that says what
 * failed, then the server's reason for a refusal or what to do (never the policy's 합니다체 text);
 * the signer's own failure keeps its Korean words (앱의 응답이 없어요…).
 */
async function reportWithdrawalError(error: unknown): Promise<void> {
  if (isJogakApiError(error) && isWithdrawalDialogCode(error.code)) await openDialog(dialogDefinition(error.code));
  else showToast(failureMessage('출금하지 못했어요.', error));
}

function WithdrawForm({ signer, closeKeypadRef, closedOnPurposeRef, onWithdrawn }: WithdrawFormProps) {
  const queryClient = useQueryClient();
  const amounts = useQuery(accountQueries.amounts());
  const withdraw = useMutation(accountMutations.withdraw());
  // An amount typed in a sheet the screen left while it was open (app-core's form draft, in
  // memory, this member's): the next sheet opens with it, once. The password is never kept.
  const [keptAmount, keepAmount, forgetKeptAmount] = useFormDraft('assets:withdraw:amount', '');
  const [amount, setAmount] = useState(keptAmount);
  useEffect(() => {
    closedOnPurposeRef.current = false;
    forgetKeptAmount();
  }, [closedOnPurposeRef, forgetKeptAmount]);
  const keepAmountLeftOpen = useEffectEvent(() => {
    if (!closedOnPurposeRef.current && amount !== '') keepAmount(amount);
  });
  useEffect(() => () => keepAmountLeftOpen(), []);
  const [sealed, setSealed] = useState<KeypadResult | null>(null);
  const [typing, setTyping] = useState(false);
  const [signing, setSigning] = useState(false);
  const passwordButton = useRef<HTMLButtonElement>(null);
  const wasTyping = useRef(false);
  // The sheet unmounts the form when it closes: a withdrawal that answers later must not close
  // whatever sheet is open by then (it would be another one, with its own input), and a signature
  // that ends after the member closed it sends nothing.
  const formSignal = useScreenSignal();
  // Unknown until the amounts arrive: no bound is shown or checked against a guessed 0 won.
  const withdrawable = amounts.data?.withdrawableAmt;

  // Whether the keypad shows, as of the last change rather than the last render: a second back
  // that arrives before the re-render finds the keypad already closed and closes the sheet.
  const keypadShown = useRef(false);
  const showKeypad = (shown: boolean) => {
    keypadShown.current = shown;
    setTyping(shown);
  };

  useEffect(() => {
    closeKeypadRef.current = () => {
      if (!keypadShown.current) return false;
      showKeypad(false);
      return true;
    };
    return () => {
      closeKeypadRef.current = null;
    };
  }, [closeKeypadRef]);

  // The keypad closed (닫기, Escape, or the last digit): focus goes back to the button that opened
  // it, not to the sheet, before the sheet's focus trap picks its container.
  useLayoutEffect(() => {
    if (wasTyping.current && !typing) passwordButton.current?.focus();
    wasTyping.current = typing;
  }, [typing]);

  const submit = async () => {
    if (withdrawable === undefined) return;
    const won = amount === '' ? 0 : Number(amount);
    const problem = withdrawalProblem(won, withdrawable, sealed !== null);
    if (problem || !sealed) {
      await openDialog(dialogDefinition(problem ?? 'WITHDRAW_PASSWORD_EMPTY'));
      return;
    }
    setSigning(true);
    try {
      let signature: WithdrawalSignature;
      try {
        signature = await signWithdrawal(queryClient, signer);
      } catch (error) {
        // The signing steps never saw the password: it stays sealed for the next try.
        if (!formSignal().aborted) await reportWithdrawalError(error);
        return;
      }
      // The member closed the sheet while signing: closing it is their 취소, so nothing is sent
      // (the sealed password never left) and nothing is said over the screen they went back to.
      if (formSignal().aborted) return;
      // The member closed the signing app: nothing was sent, and nothing needs saying.
      if (signature === 'cancelled') return;
      if (signature === 'refused') {
        showToast('전자서명을 확인하지 못했어요. 다시 시도해주세요.');
        return;
      }
      let withdrawal: Withdrawal;
      try {
        withdrawal = await withdraw.mutateAsync({ amount: won, password: sealed.encrypted, keypadToken: sealed.token, ...signature });
      } catch (error) {
        // The keypad's token is spent by any answer of the withdrawal call: a new entry needs a new keypad.
        setSealed(null);
        await reportWithdrawalError(error);
        return;
      }
      // The money left whether or not the sheet is still open: the member is told either way.
      showToast(`${formatWon(withdrawal.dealAmt)}을 출금했어요.`);
      if (!formSignal().aborted) onWithdrawn(withdrawal);
    } finally {
      setSigning(false);
    }
  };

  return (
    <div className="jg-assets-withdraw">
      {amounts.isError ? (
        <div className="jg-assets-withdraw__available" role="alert">
          <p>출금 가능 금액을 불러오지 못했어요.</p>
          <Button status="outline" size="small" onClick={() => void amounts.refetch()}>
            다시 시도하기
          </Button>
        </div>
      ) : (
        <p className="jg-assets-withdraw__available">
          출금 가능 금액 <strong>{withdrawable === undefined ? '확인 중' : formatWon(withdrawable)}</strong>
        </p>
      )}
      <MoneyInput
        label="출금 금액"
        value={amount}
        onValueChange={setAmount}
        min={MINIMUM_WITHDRAWAL_AMOUNT}
        {...(withdrawable === undefined ? {} : { max: withdrawable })}
        hint={`${formatWon(MINIMUM_WITHDRAWAL_AMOUNT)}부터 출금할 수 있어요.`}
        required
      />
      <div className="jg-assets-withdraw__password" role="group" aria-label="계좌 비밀번호">
        {typing ? (
          <PasswordKeypad
            onSealed={(result) => {
              setSealed(result);
              showKeypad(false);
            }}
            onCancel={() => showKeypad(false)}
          />
        ) : (
          <>
            <p className="jg-assets-withdraw__password-state">{sealed ? '계좌 비밀번호를 입력했어요.' : '계좌 비밀번호를 입력해주세요.'}</p>
            <Button ref={passwordButton} status="outline" size="medium" onClick={() => showKeypad(true)}>
              {sealed ? '비밀번호 다시 입력' : '계좌 비밀번호 입력'}
            </Button>
          </>
        )}
      </div>
      <Button status="primary" size="full" disabled={typing || withdrawable === undefined} busy={signing} onClick={() => void submit()}>
        {signing ? '출금하는 중' : '출금하기'}
      </Button>
    </div>
  );
}
