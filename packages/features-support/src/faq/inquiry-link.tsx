import { RouteLink, type RouteTarget } from '@jogak/app-core';

/** Where a guest is sent back to once signed in: the inquiry form (/support/qna/create needs a session). */
const INQUIRY_PATH = '/support/qna/create';

/**
 * Where 1:1 문의하기 leads: the inquiry form for a member; for a guest, login first and the form
 * after it (spec §4: after login, the page they came from). The form's route needs a session, and
 * a guest sent straight to it would land on the start page with no word of why.
 *
 * @example
 * inquiryTarget(false) // { route: '/auth/login', search: { redirect: '/support/qna/create' } }
 */
function inquiryTarget(signedIn: boolean): RouteTarget {
  return signedIn ? { route: '/_main/support/qna/create' } : { route: '/auth/login', search: { redirect: INQUIRY_PATH } };
}

/**
 * The FAQ's way on to a 1:1 inquiry when no answer helped.
 *
 * @example
 * <InquiryLink signedIn={token !== ''} />
 */
export function InquiryLink({ signedIn }: { readonly signedIn: boolean }) {
  return (
    <RouteLink target={inquiryTarget(signedIn)} className="jg-support-link">
      1:1 문의하기
    </RouteLink>
  );
}
