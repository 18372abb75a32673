/** What a live stream is made of: how to hear of news, and how to turn news into a value. */
export interface LiveSource<T> {
  /** Starts hearing of news (calls `wake` on each); returns how to stop. */
  listen(wake: () => void): () => void;
  /** Work before the first value (registering presence); undone by `stop`. */
  start?(): Promise<void>;
  stop?(): Promise<void>;
  /** The value to send after news; undefined sends nothing (nothing the subscriber sees changed). */
  read(): Promise<T | undefined>;
  /** More news is waiting to be read (a queue of events). */
  more?(): boolean;
  /** Send a first value at once, before any news. */
  initial?: boolean;
}

const DONE = { value: undefined, done: true } as const;

/**
 * An async iterator for graphql-ws over a source of news. Not an async generator on purpose: a
 * generator suspended in an `await` runs its `finally` only once that await settles, so a
 * subscriber who left would stay registered until the next event. Here `return()` (graphql-ws
 * calls it when the subscriber completes or the socket closes) ends a pending `next()` and runs
 * `stop` at once. News arriving while a value is read is remembered by one flag, so a burst of
 * news costs one read, and memory per subscriber stays constant.
 */
export function liveStream<T>(source: LiveSource<T>): AsyncIterableIterator<T> & { return(): Promise<IteratorResult<T>> } {
  let closed = false;
  let news = source.initial ?? false;
  let signal: (() => void) | null = null;
  let unlisten: (() => void) | null = null;
  let started: Promise<void> | null = null;

  const wake = () => {
    news = true;
    signal?.();
  };
  const close = async () => {
    if (closed) return;
    closed = true;
    unlisten?.();
    signal?.();
    if (started) {
      // Whatever start managed is undone, even when it failed half-way.
      await started.catch(() => undefined);
      await source.stop?.();
    }
  };

  const iterator = {
    async next(): Promise<IteratorResult<T>> {
      if (closed) return DONE;
      try {
        if (!started) {
          unlisten = source.listen(wake);
          started = source.start?.() ?? Promise.resolve();
        }
        await started;
        for (;;) {
          while (!news && !closed) await new Promise<void>((resolve) => (signal = resolve));
          signal = null;
          if (closed) return DONE;
          news = false;
          const value = await source.read();
          if (source.more?.()) news = true;
          if (closed) return DONE;
          if (value !== undefined) return { value, done: false };
        }
      } catch (err) {
        await close();
        throw err;
      }
    },
    async return(): Promise<IteratorResult<T>> {
      await close();
      return DONE;
    },
    async throw(err: unknown): Promise<IteratorResult<T>> {
      await close();
      throw err;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
