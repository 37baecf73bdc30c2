import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useSyncExternalStore } from 'react';
import { Button } from '../button/button';
import { useReturnFocus } from '../focus/use-return-focus';
import { RichText } from '../rich-text/rich-text';
import { answerDialog, dismissTopDialog, getDialogs, registerDialogHost, removeDialog, subscribeDialogs } from './dialog-queue';

/** Matches `--jg-motion-modal`; after it a dialog that never reported its exit is removed anyway. */
const MODAL_TRANSITION_MS = 300;

/**
 * Renders the dialogs opened with `openDialog`, one at a time. Mount it once near the root.
 * Radix traps focus inside the open dialog and gives focus back to where it was on close.
 *
 * @example
 * <App />
 * <DialogHost />
 */
export function DialogHost() {
  const dialogs = useSyncExternalStore(subscribeDialogs, getDialogs, getDialogs);
  const current = dialogs[0];
  const returnFocus = useReturnFocus();

  // Counted while mounted: an app whose host loads lazily holds its page until then (`isDialogAwaitingHost`).
  useEffect(() => registerDialogHost(), []);

  // Radix removes the content after its exit animation; a safety net for environments where the
  // animation never reports its end (reduced motion without CSS, display:none ancestors).
  useEffect(() => {
    if (!current?.answered) return;
    const timer = setTimeout(() => removeDialog(current.id), MODAL_TRANSITION_MS + 50);
    return () => clearTimeout(timer);
  }, [current]);

  if (!current) return <></>;
  const { id, definition, answered } = current;

  return (
    <RadixDialog.Root
      key={id}
      open={!answered}
      // Escape and a tap outside: answered `false`, or kept when `notCloseOutsideClick` (the open
      // dialog is the queue's top, so the rule is the one a back gesture gets too).
      onOpenChange={(open) => {
        if (!open) dismissTopDialog();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="jg-dialog-overlay" />
        <RadixDialog.Content
          className="jg-dialog"
          data-name={definition.name}
          data-type={definition.newType ?? 'type-01'}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            returnFocus.onCloseAutoFocus(event);
            removeDialog(id);
          }}
        >
          {definition.img ? <img className="jg-dialog__img" src={definition.img} alt="" /> : null}
          <RadixDialog.Title className="jg-dialog__title">{definition.title}</RadixDialog.Title>
          <RadixDialog.Description asChild>
            <RichText className="jg-dialog__contents" html={definition.contents} />
          </RadixDialog.Description>
          {definition.subContent ? (
            <RichText className="jg-dialog__sub-content" html={definition.subContent} />
          ) : null}
          <div className="jg-dialog__buttons" data-count={definition.buttons.length}>
            {definition.buttons.map((button) => (
              <Button
                key={`${button.text}-${String(button.response)}`}
                status={button.style}
                size="large"
                onClick={() => answerDialog(id, button.response)}
              >
                {button.text}
              </Button>
            ))}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
