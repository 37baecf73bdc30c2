import type { NativeBackEvents } from '@jogak/app-core';
import { act } from '@testing-library/react';

/** The shell's side of the native back button in a test: what the page listens to, and the press. */
export interface FakeNativeShell {
  /** Pass as the screen's `nativeBack`. */
  readonly events: NativeBackEvents;
  /** How many `backButton` listeners the page holds now. */
  readonly listening: () => number;
  /** The shell's back button, pressed once (inside `act`). */
  readonly pressBack: () => void;
}

/**
 * A shell for screens that handle the back button themselves (spec §9): the page subscribes
 * through `events`, and `pressBack()` sends `backButton` to every listener.
 *
 * @example
 * const shell = fakeNativeShell();
 * renderScreen(<KycScreen … nativeBack={shell.events} />);
 * shell.pressBack();
 */
export function fakeNativeShell(): FakeNativeShell {
  const listeners = new Set<() => void>();
  return {
    events: {
      on: (_type, handler) => {
        listeners.add(handler);
        return () => listeners.delete(handler);
      },
    },
    listening: () => listeners.size,
    pressBack: () =>
      act(() => {
        for (const listener of listeners) listener();
      }),
  };
}
