import { prefetchDialogCatalogue } from '@jogak/app-core';
import { DialogHost, ToastHost } from '@jogak/ui-kit';
import { useEffect } from 'react';

/**
 * The dialog and toast hosts, in their own chunk (issue #18): with Radix's dialog and the
 * rich-text sanitiser (DOMPurify) they weigh about 29 kB gzip that the first screen does not
 * need. The root mounts them on the first dialog or toast, or once the first screen is complete
 * (`overlay-hosts-wanted.ts`); both queues live outside React, so a dialog or toast opened before
 * this chunk arrives is shown once it does. With them comes app-core's dialog catalogue, which
 * screens load on their first press (a gate, a confirmation), so that press opens its dialog at once.
 */
export default function OverlayHosts() {
  useEffect(() => prefetchDialogCatalogue(), []);
  return (
    <>
      <DialogHost />
      <ToastHost />
    </>
  );
}
