import { dialogDefinition, type GateDialogCode } from '@jogak/app-core';
import { Button, EmptyState, openDialog } from '@jogak/ui-kit';

/**
 * /assets for a member its gate stops (spec §4): the gate dialog's title, what 자산 needs, and the
 * dialog's way on (로그인하기, 계좌 연동하기 …), which opens the dialog.
 *
 * @example
 * <AssetsGate code="NEED_LOG_IN" onGate={followGate} />
 */
export function AssetsGate({ code, onGate }: { readonly code: GateDialogCode; readonly onGate: (code: GateDialogCode) => void }) {
  const definition = dialogDefinition(code);
  return (
    <EmptyState
      title={definition.title}
      description="자산은 로그인하고 증권 계좌를 연동하면 볼 수 있어요."
      action={
        <Button status="primary" size="medium" onClick={() => void openDialog(definition).then((confirmed) => confirmed && onGate(code))}>
          {definition.buttons.at(-1)?.text ?? '확인'}
        </Button>
      }
    />
  );
}
