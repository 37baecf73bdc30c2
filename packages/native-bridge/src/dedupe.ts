/** The spec's window (section 9): identical native message types within 100 ms are ignored. */
export const DEFAULT_DEDUPE_WINDOW_MS = 100;

/**
 * Remembers when each message type was last let through. The window counts from the last
 * accepted message, not the last seen one, so a shell that repeats a type every 50 ms still gets
 * every other one through instead of being silenced forever.
 *
 * @example
 * const isDuplicate = createDedupe(100, () => clock);
 * isDuplicate('foreground'); // false (accepted)
 * isDuplicate('foreground'); // true within 100 ms
 */
export function createDedupe(windowMs: number, now: () => number): (type: string) => boolean {
  const lastAccepted = new Map<string, number>();
  return (type) => {
    const at = now();
    const previous = lastAccepted.get(type);
    if (previous !== undefined && at - previous < windowMs) return true;
    lastAccepted.set(type, at);
    return false;
  };
}
