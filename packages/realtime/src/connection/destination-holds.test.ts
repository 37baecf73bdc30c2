import { describe, expect, it, vi } from 'vitest';
import { holdDestination, type DestinationHold } from './destination-holds';

const TOPIC = '/topic/market/JG0001';

function registry() {
  const holds = new Map<string, DestinationHold>();
  const opened = vi.fn();
  const closed = vi.fn();
  const hold = (listener: () => void) => holdDestination(holds, TOPIC, listener, () => ({ refs: 0, listeners: new Map() }), { opened, closed });
  return { holds, opened, closed, hold };
}

describe('holdDestination', () => {
  it('opens a destination for its first holder and closes it after the last, once', () => {
    const { holds, opened, closed, hold } = registry();
    const first = hold(vi.fn());
    const second = hold(vi.fn());
    expect(opened).toHaveBeenCalledTimes(1);
    first();
    first();
    expect(closed).not.toHaveBeenCalled();
    expect(holds.get(TOPIC)?.refs).toBe(1);
    second();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(holds.has(TOPIC)).toBe(false);
  });

  it('keeps a listener that several holders brought until the last of them leaves, and lists it once', () => {
    const { holds, hold } = registry();
    const queue = vi.fn();
    const releases = [hold(queue), hold(queue), hold(queue)];
    expect([...(holds.get(TOPIC)?.listeners.keys() ?? [])]).toEqual([queue]);
    releases[0]?.();
    releases[1]?.();
    expect([...(holds.get(TOPIC)?.listeners.keys() ?? [])]).toEqual([queue]);
    releases[2]?.();
    expect(holds.has(TOPIC)).toBe(false);
  });
});
