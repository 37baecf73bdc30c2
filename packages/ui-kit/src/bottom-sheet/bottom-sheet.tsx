import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useEffect, useEffectEvent } from 'react';
import { useReturnFocus } from '../focus/use-return-focus';
import { CloseIcon } from '../icons/icons';
import { registerOpenSheet } from './sheet-stack';

export interface BottomSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Optional line under the title, also the accessible description. */
  description?: string;
  children: ReactNode;
  /** Extra content pinned under the body, e.g. the confirm button. */
  footer?: ReactNode;
  /**
   * Asked first when Escape, a back or a tap on the backdrop would close the sheet: close a layer
   * shown inside it (a keypad) and answer `true`, and the sheet stays open; answer `false` and the
   * sheet closes. Escape is heard on the document, before the focused element's own handler sees it.
   */
  closeInnerLayer?: () => boolean;
}

/**
 * A modal sheet from the bottom edge: focus trapped and restored, Escape and a tap on the backdrop
 * close it, 300 ms slide (none under prefers-reduced-motion). While open it joins the dialog
 * queue's back handling: `dismissTopDialog` (the browser's or the shell's back) closes the most
 * recent sheet through `onOpenChange(false)` when no dialog is above it. A back, Escape and a tap
 * on the backdrop each first let `closeInnerLayer` close what is shown inside, so what was typed
 * in the sheet stays.
 *
 * @example
 * <BottomSheet open={open} onOpenChange={setOpen} title="정렬">…</BottomSheet>
 */
export function BottomSheet({ open, onOpenChange, title, description, children, footer, closeInnerLayer }: BottomSheetProps) {
  const returnFocus = useReturnFocus();
  const dismiss = useEffectEvent(() => {
    if (!closeInnerLayer?.()) onOpenChange(false);
  });
  useEffect(() => (open ? registerOpenSheet(() => dismiss()) : undefined), [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="jg-sheet-overlay" />
        <RadixDialog.Content
          className="jg-sheet"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onEscapeKeyDown={(event) => {
            if (closeInnerLayer?.()) event.preventDefault();
          }}
          // Radix has already kept focus moving out and a right click from closing the sheet: only a
          // tap or click on the backdrop is left to ask.
          onInteractOutside={(event) => {
            if (!event.defaultPrevented && closeInnerLayer?.()) event.preventDefault();
          }}
        >
          <div className="jg-sheet__head">
            <RadixDialog.Title className="jg-sheet__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="jg-icon-button" aria-label="닫기">
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="jg-sheet__description">{description}</RadixDialog.Description>
          ) : null}
          <div className="jg-sheet__body">{children}</div>
          {footer ? <div className="jg-sheet__footer">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
