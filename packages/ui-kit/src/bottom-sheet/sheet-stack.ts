/**
 * The open bottom sheets, oldest first, each with what a back does to it: close a layer shown
 * inside (its `closeInnerLayer`), or else close it as its own close button does
 * (`onOpenChange(false)`). The dialog queue's `hasDismissibleDialog` and `dismissTopDialog` read
 * it, so a back gesture goes to the most recent sheet when no dialog is above it.
 */
let sheets: { readonly id: number; readonly dismiss: () => void }[] = [];
let nextId = 1;

/**
 * Puts an open sheet on top of the stack; the returned function takes it off (call it when the
 * sheet closes or unmounts).
 *
 * @example
 * useEffect(() => (open ? registerOpenSheet(() => onOpenChange(false)) : undefined), [open]);
 */
export function registerOpenSheet(dismiss: () => void): () => void {
  const id = nextId++;
  sheets = [...sheets, { id, dismiss }];
  return () => {
    sheets = sheets.filter((sheet) => sheet.id !== id);
  };
}

/** Whether a sheet is open. */
export function hasOpenSheet(): boolean {
  return sheets.length > 0;
}

/**
 * Gives a back to the most recently opened sheet, which closes a layer inside it or else itself
 * (asks its owner to, through its `onOpenChange(false)`); `false` when none is open.
 */
export function dismissTopSheet(): boolean {
  const top = sheets.at(-1);
  if (!top) return false;
  top.dismiss();
  return true;
}
