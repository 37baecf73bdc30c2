/** The limit of findBy*, waitFor and expect.poll: when a wait that can never pass gives up. */
export declare const ASYNC_UTIL_TIMEOUT_MS: number;
/** A test's own limit, twice the waits' so a waiting utility always fails first. */
export declare const TEST_TIMEOUT_MS: number;
