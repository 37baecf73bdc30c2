import { JogakApiError } from '@jogak/api-client';

/**
 * What a detail screen shows for an `$id` that is not a number (domain-rules' `serverIdOf` gave
 * null): the server's 404, without the call. The app's routes never get there (their
 * `onlyIdSegments` answers with the not-found page); a screen rendered on its own (Storybook) can.
 */
export const NOT_AN_ID = new JogakApiError({ code: 'NOT_FOUND', message: '찾을 수 없어요.', status: 404, path: '', body: null });
