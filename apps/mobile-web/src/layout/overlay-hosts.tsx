import { DialogHost, ToastHost } from '@jogak/ui-kit';

/**
 * The dialog and toast hosts, in their own chunk (issue #18): with Radix's dialog and the
 * rich-text sanitiser (DOMPurify) they weigh about 20 kB gzip that the first paint does not
 * need. Both queues live outside React, so a dialog or toast opened before this chunk arrives
 * is shown once it does.
 */
export default function OverlayHosts() {
  return (
    <>
      <DialogHost />
      <ToastHost />
    </>
  );
}
