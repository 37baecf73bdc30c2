/*
 * Waits in tests end on an outcome, never on a machine's speed. Testing Library's findBy* and
 * waitFor, and `expect.poll`, return as soon as what they wait for shows; their limit only decides
 * when a test that can never pass gives up, so it is generous: 2 busy CI cores must not decide it.
 * A test's own limit is twice that, so a waiting utility always fails first, with its message.
 */
export const ASYNC_UTIL_TIMEOUT_MS = 15_000;
export const TEST_TIMEOUT_MS = 2 * ASYNC_UTIL_TIMEOUT_MS;
