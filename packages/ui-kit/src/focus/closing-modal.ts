/**
 * A dialog or sheet playing its closing transition (Radix's `data-state="closed"`): it no longer
 * traps focus, and is leaving.
 */
export const CLOSING_MODAL = '[role="dialog"][data-state="closed"], [role="alertdialog"][data-state="closed"]';
