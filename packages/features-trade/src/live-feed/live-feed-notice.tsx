import { useLiveClient, useLiveStatus } from '@jogak/realtime/react';

/**
 * What the market screens say while the live feed is lost (the spec is silent; decided once
 * here): the figures shown are the last ones received, and the feed is trying again.
 */
export const LIVE_INTERRUPTED_TEXT = '실시간 시세 연결이 끊겼어요. 다시 연결하는 중이에요.';

/**
 * A polite status line, shown from a dropped connection or a failed attempt until the feed is
 * back (`interrupted` of the live state): without it, frozen figures pass for current ones. The
 * region is always there, empty while the feed is live, so a screen reader announces the text
 * when it appears. The screen puts it last, stuck to the bottom of what shows: it arrives and
 * leaves without moving anything above it (issue #18: layout shift). `aria-live` is written out,
 * not only implied by `role="status"`: an open order sheet or dialog (Radix, through the
 * aria-hidden package) hides the page behind it from screen readers except the elements carrying
 * that attribute, and a feed lost while the sheet is open must still be heard.
 */
export function LiveFeedNotice() {
  const client = useLiveClient();
  // `interrupted` changes only together with the status (both in the client's status listener),
  // so re-rendering on the status reads it up to date.
  useLiveStatus();
  const interrupted = client.state.interrupted;
  return (
    <p className="jg-trade-live-notice" role="status" aria-live="polite" aria-label="실시간 시세 연결" data-state={interrupted ? 'interrupted' : 'live'}>
      {interrupted ? LIVE_INTERRUPTED_TEXT : null}
    </p>
  );
}
