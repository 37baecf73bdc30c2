/** A listener for one event of a map. */
export type Listener<P> = (payload: P) => void;

/** A listener for every event of a map. */
export type AnyListener<M> = <K extends keyof M>(name: K, payload: M[K]) => void;

/** A small typed event emitter that works the same in the browser and Node. */
export interface TypedEmitter<M> {
  /** Listen to one event; returns the function that stops listening. */
  on<K extends keyof M>(name: K, listener: Listener<M[K]>): () => void;
  /** Listen to every event; returns the function that stops listening. */
  onAny(listener: AnyListener<M>): () => void;
  /** Deliver an event to its listeners, in the order they subscribed. */
  emit<K extends keyof M>(name: K, payload: M[K]): void;
  /** How many listeners an event has (with `onAny` listeners counted once). */
  listenerCount(name?: keyof M): number;
}

/**
 * Create a typed emitter. A listener that throws does not stop the others; the error is reported
 * on the console, because the engine emitting the event must never be left half-way.
 *
 * @example
 * const emitter = createEmitter<{ ping: { at: number } }>();
 * const off = emitter.on('ping', ({ at }) => console.info(at));
 * emitter.emit('ping', { at: 1 });
 * off();
 */
export function createEmitter<M>(): TypedEmitter<M> {
  const listeners = new Map<keyof M, Set<Listener<never>>>();
  const anyListeners = new Set<AnyListener<M>>();

  function safely(run: () => void): void {
    try {
      run();
    } catch (error) {
      console.error('[sandbox] event listener failed', error);
    }
  }

  return {
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      set.add(listener as Listener<never>);
      return () => {
        set.delete(listener as Listener<never>);
      };
    },
    onAny(listener) {
      anyListeners.add(listener);
      return () => {
        anyListeners.delete(listener);
      };
    },
    emit(name, payload) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        safely(() => (listener as Listener<typeof payload>)(payload));
      }
      for (const listener of [...anyListeners]) safely(() => listener(name, payload));
    },
    listenerCount(name) {
      const own = name === undefined ? [...listeners.values()].reduce((n, s) => n + s.size, 0) : (listeners.get(name)?.size ?? 0);
      return own + anyListeners.size;
    },
  };
}
