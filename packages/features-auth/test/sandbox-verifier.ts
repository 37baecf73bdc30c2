/** Who the sandbox's identity verifier is asked about: the fields of its form. */
export interface VerifierPerson {
  readonly carrier: string;
  readonly name: string;
  readonly birth: string;
  readonly genderDigit: string;
  readonly phoneNo: string;
}

/** 김민준 (demo-general) as the verifier asks for him. */
export const MINJUN_AT_VERIFIER: VerifierPerson = { carrier: 'KT', name: '김민준', birth: '880412', genderDigit: '1', phoneNo: '01023451234' };

/**
 * Goes through the sandbox's verifier pages for request `key` as a browser would (open, send the
 * code, type the texted code), so the sandbox holds a finished verification. Returns the search
 * the verifier sends back to `/auth/forgot-pin`. `origin` is where the sandbox answers: the test
 * server's origin in Node, the page's own in Storybook.
 *
 * @example
 * const search = await verifyAtSandbox(SANDBOX_ORIGIN, 'pin-request-0001');
 */
export async function verifyAtSandbox(origin: string, key: string, person: VerifierPerson = MINJUN_AT_VERIFIER): Promise<Record<string, string>> {
  await fetch(`${origin}/__sandbox/verifier?${new URLSearchParams({ key, returnUrl: `${origin}/auth/forgot-pin` })}`);
  const post = (action: string, fields: Readonly<Record<string, string>>) =>
    fetch(`${origin}/__sandbox/verifier/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key, ...fields }),
      redirect: 'manual',
    });
  await post('send', { ...person });
  const messages = (await (await fetch(`${origin}/__sandbox/verifier/messages?phoneNo=${person.phoneNo}`)).json()) as { content: { code: string }[] };
  const confirmed = await post('confirm', { code: messages.content.at(-1)?.code ?? '' });
  return Object.fromEntries(new URL(confirmed.headers.get('location') ?? '', origin).searchParams);
}
