import { dialogDefinition, gateDialogCode, transactionGate, type GateDialogCode, type GateUser } from '@jogak/app-core';
import { Button, EmptyState, openDialog } from '@jogak/ui-kit';
import { useEffect, useRef, type ReactNode } from 'react';

export interface VoteGateProps {
  /** The member as app-core's user store holds them. */
  readonly user: GateUser;
  /** The member confirmed a gate dialog (log in, sign up, open or link an account, register the certificate). */
  readonly onGate: (code: GateDialogCode) => void;
  readonly children: ReactNode;
}

/**
 * Voting needs login and a linked account (spec §6): app-core's transaction gate decides, and a
 * blocked member sees its NEED_* dialog at once and a panel that opens it again.
 */
export function VoteGate({ user, onGate, children }: VoteGateProps) {
  const code = gateDialogCode(transactionGate(user));
  const onGateRef = useRef(onGate);
  useEffect(() => {
    onGateRef.current = onGate;
  }, [onGate]);

  useEffect(() => {
    if (!code) return undefined;
    const controller = new AbortController();
    void askGate(code, controller.signal).then((confirmed) => {
      if (confirmed) onGateRef.current(code);
    });
    return () => controller.abort();
  }, [code]);

  if (!code) return <>{children}</>;
  const definition = dialogDefinition(code);
  return (
    <EmptyState
      title={definition.title}
      description="투표는 로그인하고 증권 계좌를 연동한 회원만 할 수 있어요."
      action={
        <Button status="primary" size="medium" onClick={() => void askGate(code).then((confirmed) => confirmed && onGate(code))}>
          {definition.buttons.at(-1)?.text ?? '확인'}
        </Button>
      }
    />
  );
}

function askGate(code: GateDialogCode, signal?: AbortSignal): Promise<boolean> {
  return openDialog(dialogDefinition(code), signal ? { signal } : {});
}
