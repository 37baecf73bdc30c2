import { createJogakClient } from '@jogak/api-client';
import { sessionStore } from '../src/stores/session-store';
import { userStore } from '../src/stores/user-store';

export interface SentRequest {
  call: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

/**
 * The typed client over a fake backend that answers by `METHOD path` (404 for any other call)
 * and records each request, with the session's token and the user's type as the app sends them.
 */
export function clientAnswering(answers: Record<string, { status: number; body: unknown }>) {
  const sent: SentRequest[] = [];
  const client = createJogakClient({
    baseUrl: 'https://api.jogak.test',
    getToken: () => sessionStore.token,
    getUserContext: () => ({ userType: userStore.userType, individualCorpCode: null }),
    fetch: async (request) => {
      const url = new URL(request.url);
      const call = `${request.method} ${url.pathname}`;
      const text = await request.text();
      sent.push({
        call,
        query: Object.fromEntries(url.searchParams),
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
        authorization: request.headers.get('Authorization'),
      });
      const answer = answers[call] ?? { status: 404, body: { code: 'NOT_FOUND', message: '없음' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, sent };
}
