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
   * Escape pressed anywhere while the sheet is the top layer, before the sheet closes. Radix
   * listens on the document, so it runs before the focused element's own handler: call
   * `event.preventDefault()` to keep the sheet open, e.g. when Escape should close only a part
   * of it (a keypad shown inside).
   */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * A modal sheet from the bottom edge: focus trapped and restored, Escape and a tap on the backdrop
 * close it, 300 ms slide (none under prefers-reduced-motion). While open it joins the dialog
 * queue's back handling: `dismissTopDialog` (the browser's or the shell's back) closes the most
 * recent sheet through `onOpenChange(false)` when no dialog is above it.
 *
 * @example
 * <BottomSheet open={open} onOpenChange={setOpen} title="정렬">…</BottomSheet>
 */
export function BottomSheet({ open, onOpenChange, title, description, children, footer, onEscapeKeyDown }: BottomSheetProps) {
  const returnFocus = useReturnFocus();
  const dismiss = useEffectEvent(() => onOpenChange(false));
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
          onEscapeKeyDown={onEscapeKeyDown}
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
