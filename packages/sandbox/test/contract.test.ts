import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEMO_PIN_SHA256, DEV_CERTIFICATES, signAsDevKakaoPay } from '../src/index';
import { setupSandboxServer } from '../src/node';
import { finishedVerifications } from '../src/verifier/verifier-handlers';

/** Every operation of the contract, read from the document itself. */
interface Operation {
  operationId: string;
  method: string;
  path: string;
  responses: Record<string, unknown>;
}

const documentPath = createRequire(import.meta.url).resolve('@jogak/api-client/openapi.yaml');
const document = parse(readFileSync(documentPath, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
};
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
    .map(([method, operation]) => ({ ...operation, method, path })),
);

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addFormat('int64', { type: 'number', validate: (value: number) => Number.isSafeInteger(value) });
ajv.addSchema(document, 'openapi');

/**
 * The JSON schema of an operation's answer with `status`, as a `$ref` into the document; undefined
 * when the operation does not declare that status.
 */
function responseSchemaOf(operation: Operation, status: number): { ref: string; mediaType: string } | undefined {
  const pointer = (parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
  const response = operation.responses[String(status)] as { $ref?: string; content?: Record<string, unknown> } | undefined;
  if (!response) return undefined;
  if (response.$ref) {
    const name = response.$ref.split('/').pop() ?? '';
    const mediaType = Object.keys(document.components.responses[name]?.content ?? {})[0] ?? '';
    return { ref: `openapi#/${pointer(['components', 'responses', name, 'content', mediaType, 'schema'])}`, mediaType };
  }
  const mediaType = Object.keys(response.content ?? {})[0] ?? '';
  return { ref: `openapi#/${pointer(['paths', operation.path, operation.method, 'responses', String(status), 'content', mediaType, 'schema'])}`, mediaType };
}

/** Ajv's complaints about `body` as the answer `ref` describes; empty when it fits. */
function schemaErrorsOf(ref: string, body: unknown): unknown[] {
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  return validate(body) ? [] : (validate.errors ?? []);
}

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
const ORIGIN = 'http://sandbox.test';

beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

interface Call {
  /** The member whose token is sent (none for a guest). */
  as?: string;
  /** Path with its parameters filled in. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** A token obtained by an earlier call, instead of `as`. */
  token?: string;
}

type Setup = () => Promise<Call> | Call;

async function send(method: string, call: Call): Promise<Response> {
  const token = call.token ?? (call.as ? sandbox.state.login(call.as).token : undefined);
  const url = new URL(call.path, ORIGIN);
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value);
  return fetch(url, {
    method: method.toUpperCase(),
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
}

async function json(method: string, call: Call): Promise<Record<string, unknown>> {
  return (await (await send(method, call)).json()) as Record<string, unknown>;
}

const identity = { ci: 'demo-ci-demo-general', name: '김민준', birth: '1988-04-12', phoneNo: '01023451234', gender: 'M', nation: 'LOCAL' };
const corpDn = 'cn=(주)한빛자산관리,ou=corporation,o=yessign,c=kr';

/** The certificate verify body for demo-corp: a fresh verification number signed with its dev key. */
async function signedCorpVerify(): Promise<Record<string, unknown>> {
  const privateKey = DEV_CERTIFICATES.find((certificate) => certificate.dn === corpDn)?.privateKey ?? '';
  const key = await crypto.subtle.importKey('pkcs8', Uint8Array.from(atob(privateKey), (char) => char.charCodeAt(0)), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  const { verifyNo } = await json('post', { path: '/main/v1/auth/cert-request-verify-no', body: { dn: corpDn } });
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, new TextEncoder().encode(String(verifyNo)));
  return { corpBusinessPersonNo: '1208812345', dn: corpDn, signatureValue: btoa(String.fromCharCode(...new Uint8Array(signature))), pushToken: '', media: 'ANDROID' };
}

/** A pay-provider login for demo-general: a device key, a transaction bound to it, its signature. */
async function signedKakaoLogin(): Promise<{ txId: string; publicKey: string; signature: string }> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const publicKey = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))));
  const { txId } = await json('post', { path: '/main/v1/auth/kakaopay-get-tx-id', body: { ci: 'demo-ci-demo-general', media: 'ANDROID', publicKey } });
  const signed = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, new TextEncoder().encode(String(txId)));
  return { txId: String(txId), publicKey, signature: btoa(String.fromCharCode(...new Uint8Array(signed))) };
}

/** cert-login needs a verified signature first. */
async function certVerified(): Promise<void> {
  await json('post', { path: '/main/v1/auth/cert-verify', body: await signedCorpVerify() });
}
const tendencyAnswers = {
  investPersonInformOfferYn: 'Y', investRecommandHopeYn: 'Y', personalInfoAgreeYn: 'Y', investInformChgMatterCod: 'ETC',
  ageGroupCod: '02', investProposeCod: '03', financePduUnderstandLevelCod: '03', investPossibleTermCod: '02', endureRiskLevelCod: '02',
  indivisualPropertySituationCod: '02', corporatePropertySituationCod: null, incomeStatusCod: '03', investExperienceTermCd: '03', corporateRiskToleranceCod: null,
};
const kyc = {
  customerAgreementYn: 'Y', engLastName: 'JUNG', engFirstName: 'WOOSUNG', address: '서울특별시 중구 세종대로 110', postNo: '04524', addressDetail: '3층', email: 'woosung.jung@example.kr',
  jobCode: 'EMPLOYEE', jobDetailCode: 'OFFICE', companyName: '조각건설', companyAddress: '서울특별시 강남구 테헤란로 152', businessName: null, industryCode: null, businessPersonNo: null,
  establishmentDate: null, businessAddress: null, tradePurpose: 'INVESTMENT', fundOrigin: 'EARNED_INCOME', residentRegistrationNo: '9301291234567',
  issueDate: '2015-06-01', name: '정우성', birthDate: '1993-01-29', driveNo: null, accountBank: '004', accountLabel: '정우성', accountImage: 'iVBORw0KGgo=', accountNumber: '12345678901',
};

/** How to call each operation successfully; a new operation in the contract without an entry fails the suite. */
const CALLS: Record<string, Setup> = {
  simpleLogin: () => ({ path: '/main/v1/auth/simple/login', body: { memberId: 'demo-general', hashCI: 'demo-ci-demo-general', hashPIN: DEMO_PIN_SHA256, pushToken: '', media: 'ANDROID' } }),
  demoLogin: () => ({ path: '/main/v1/auth/demo/login', body: { memberId: 'demo-corp' } }),
  listDemoMembers: () => ({ path: '/main/v1/auth/demo/members' }),
  signup: () => ({ path: '/auth/signup', body: { username: 'jogakfan', email: 'fan@example.kr', password: 'correct-horse' } }),
  getKeypadToken: () => ({ path: '/main/v1/auth/keypad/token' }),
  kakaopayGetTxId: () => ({ path: '/main/v1/auth/kakaopay-get-tx-id', body: { ci: 'demo-ci-demo-general', media: 'ANDROID', publicKey: 'pk' } }),
  kakaopayVerifySignature: async () => ({
    path: '/main/v1/auth/kakaopay-verify-signature',
    body: { ci: 'demo-ci-demo-general', media: 'ANDROID', ...(await signedKakaoLogin()) },
  }),
  kakaopayGetTxIdForWithdraw: () => ({ as: 'demo-general', path: '/main/v1/auth/kakaopay-get-tx-id-for-withdraw', body: { ci: 'demo-ci-demo-general', media: 'ANDROID' } }),
  kakaopayVerifySignatureForWithdraw: async () => {
    const token = sandbox.state.login('demo-general').token;
    const { txId } = await json('post', { token, path: '/main/v1/auth/kakaopay-get-tx-id-for-withdraw', body: { ci: 'demo-ci-demo-general', media: 'ANDROID' } });
    return { token, path: '/main/v1/auth/kakaopay-verify-signature-for-withdraw', body: { ci: 'demo-ci-demo-general', media: 'ANDROID', txId, signature: 'signed' } };
  },
  kakaopayAutoSign: async () => {
    const { txId, signature, ...login } = await signedKakaoLogin();
    const session = await json('post', { path: '/main/v1/auth/kakaopay-verify-signature', body: { ci: 'demo-ci-demo-general', media: 'ANDROID', txId, signature, ...login } });
    return {
      token: String(session.token),
      path: '/main/v1/auth/kakaopay-auto-sign',
      body: { htsId: 'HTS00001', txId, signatureOriginal: txId, electronicSignatureData: signature },
    };
  },
  kakaopayAutoLogin: () => ({ as: 'demo-general', path: '/main/v1/auth/kakaopay-auto-login', body: { htsId: 'HTS00001', media: 'IOS', pushToken: 'push' } }),
  logout: () => ({ as: 'demo-general', path: '/main/v1/auth/logout' }),
  certRequestVerifyNo: () => ({ path: '/main/v1/auth/cert-request-verify-no', body: { dn: corpDn } }),
  certSetPwVerifyCnt: () => ({ path: '/main/v1/auth/cert-set-pw-verify-cnt', body: { dn: corpDn, normalYn: 'N' } }),
  certRequestHtsId: () => ({ path: '/main/v1/auth/cert-reques-hys-id', body: { peopleNo: '1208812345' } }),
  certVerify: async () => ({ path: '/main/v1/auth/cert-verify', body: await signedCorpVerify() }),
  certRequestCertState: () => ({ path: '/main/v1/auth/cert-request-cert-state', body: { htsId: 'HTS00004' } }),
  certLogin: async () => {
    await certVerified();
    return { path: '/main/v1/auth/cert-login', body: { htsId: 'HTS00004', media: 'ANDROID', macAddress: '00:11:22:33:44:55' } };
  },
  certLogout: async () => {
    await certVerified();
    const session = await json('post', { path: '/main/v1/auth/cert-login', body: { htsId: 'HTS00004', media: 'ANDROID', macAddress: '' } });
    return { token: String(session.token), path: '/main/v1/auth/cert-logout', body: { htsId: 'HTS00004', media: 'ANDROID', doubleConnectKey: session.doubleConnectKey } };
  },
  certSaveLoginHistory: () => ({ as: 'demo-corp', path: '/main/v1/auth/cert-save-login-history', body: { htsId: 'HTS00004', dn: corpDn } }),
  certSaveDn: () => ({ as: 'demo-general', path: '/main/v1/auth/cert-save-dn', body: { userId: 'demo-general', dn: 'cn=김민준,ou=personal,o=yessign,c=kr' } }),
  getAccountAgencyToken: () => ({ as: 'demo-account-open', path: '/main/v1/account/agency/auth/token', body: { ci: 'demo-ci-demo-account-open', name: '정우성', birth: '1993-01-29', phone: '01055550101' } }),
  getMemberInfo: () => ({ as: 'demo-general', path: '/main/v1/member/info', query: { media: 'ANDROID' } }),
  getCorpMemberInfo: () => ({ as: 'demo-corp', path: '/main/v1/member/info/corp', body: { corpBusinessPersonNo: '1208812345', pushToken: '', media: 'ANDROID' } }),
  checkMemberCert: () => ({ path: '/main/v1/member/cert/check', body: { ...identity, ci: 'new-ci-1' } }),
  getMemberMoreInfo: () => ({ as: 'demo-income', path: '/main/v1/member/more-info' }),
  joinWithCertResult: () => ({
    path: '/main/v1/member/cert/result-join',
    body: { ci: 'new-ci-2', name: '홍길동', birth: '1990-01-01', phoneNo: '01012345678', gender: 'M', nation: 'LOCAL', hashPIN: DEMO_PIN_SHA256, pushToken: '', media: 'ANDROID', agreementKeys: ['terms', 'privacy-info', 'electronic-finance'], advertiseInformSendAgreeYn: 'N' },
  }),
  joinCorp: () => ({ path: '/main/v1/member/join/corp', body: { corpBusinessPersonNo: '2148812345', corpName: '(주)성수리빙', corpAdminName: '이대표', corpPhone: '0212345678', email: 'ceo@living.example.kr', agreementKeys: ['terms'] } }),
  listCorpInvestorHistory: () => ({ as: 'demo-corp', path: '/main/v1/member/corp/history', query: { encryptToken: 'enc', individualCorpCode: 'GENERAL_CORPORATION' } }),
  listIndividualInvestorHistory: () => ({ as: 'demo-in-progress', path: '/main/v1/member/individual/history', query: { encryptToken: 'enc' } }),
  changePin: () => ({ as: 'demo-general', path: '/main/v1/member/pin', body: { hashPIN: DEMO_PIN_SHA256, newHashPIN: 'a'.repeat(64) } }),
  changePhone: () => {
    // A verification of the new number finished on the verifier.
    finishedVerifications(sandbox.state).set('phone-change-1', { ci: 'demo-ci-demo-general', phoneNo: '01099998888', expiresAtMs: sandbox.state.clock.now().plus({ minutes: 10 }).toMillis() });
    return { as: 'demo-general', path: '/main/v1/member/info/phone', body: { ci: 'demo-ci-demo-general', phoneNo: '01099998888', verificationKey: 'phone-change-1' } };
  },
  updateMemberFromCertResult: () => ({ as: 'demo-general', path: '/main/v1/member/info/result-update', body: identity }),
  checkEmail: () => ({ as: 'demo-general', path: '/main/v1/member/info/email/check', body: { email: 'minjun@example.kr' } }),
  changeEmail: async () => {
    // Spec §5: the address is checked first.
    await send('post', { as: 'demo-general', path: '/main/v1/member/info/email/check', body: { email: 'minjun@example.kr' } });
    return { as: 'demo-general', path: '/main/v1/member/info/email', body: { email: 'minjun@example.kr' } };
  },
  updateCorpInfo: () => ({ as: 'demo-corp', path: '/main/v1/member/corp/info', body: { corpName: '(주)한빛자산관리', corpPhone: '0234567891', corpAdminName: '조현우', email: 'ir@hanbit.example.kr' } }),
  updateNotificationSettings: () => ({ as: 'demo-general', path: '/main/v1/member/notification', body: { pushReceiveAgreeYn: 'Y', textReceiveAgreeYn: 'N', kakaoReceiveAgreeYn: 'Y', emailReceiveAgreeYn: 'N', advertiseInformSendAgreeYn: 'N' } }),
  checkBusinessNo: () => ({ path: '/main/v1/member/business-no', query: { businessNo: '1208812345' } }),
  listNotifications: () => ({ as: 'demo-general', path: '/main/v1/member/notifications', query: { page: '0', size: '2' } }),
  readNotificationHistory: () => ({ as: 'demo-general', path: '/main/v1/member/notification/read' }),
  hasNewNotifications: () => ({ as: 'demo-general', path: '/main/v1/member/notifications/has-new' }),
  checkNotification: () => ({ as: 'demo-general', path: '/main/v1/member/notifications/1/check' }),
  checkAllNotifications: () => ({ as: 'demo-general', path: '/main/v1/member/notifications/check-all' }),
  switchToGeneralInvestor: () => ({ as: 'demo-income', path: '/main/v1/member/invest-person/general' }),
  switchCorpToGeneralInvestor: () => ({ as: 'demo-corp-pro', path: '/main/v1/member/invest-person/general/corp' }),
  requestInvestorStatusChange: () => ({
    as: 'demo-general',
    path: '/main/v1/member/invest-person/change',
    body: { investorClass: 'INCOME_QUALIFIED_INVESTOR', investInformChgMatterCod: 'ETC', incomeType: 'EARNED_INCOME', fileList: [{ fileName: '원천징수영수증.pdf', mimeType: 'application/pdf', data: 'JVBERi0=' }], personalInfoAgreeYn: 'Y' },
  }),
  getTendencyQuestionnaire: () => ({ as: 'demo-general', path: '/main/v1/member/invest-tendency/questionnaire', query: { individualCorpCode: 'INDIVIDUAL' } }),
  submitTendency: () => ({ as: 'demo-general', path: '/main/v1/member/invest-tendency', body: tendencyAnswers }),
  submitKyc: () => ({ as: 'demo-account-open', path: '/main/v1/member/kyc', body: kyc }),
  getCloseConditions: () => ({ as: 'demo-general', path: '/main/v1/member/close/conditions' }),
  closeMember: () => ({ as: 'demo-presignup', path: '/main/v1/member', body: { hashPIN: DEMO_PIN_SHA256, closeReasonCod: '01' } }),
  getDisclosure: () => ({ path: '/main/v1/product-disclosure/10101' }),
  getTermsPdf: () => ({ path: '/main/v1/stock/get-terms-pdf/101', query: { manageCode: 'PROSPECTUS' } }),
  getMarketOperationTime: () => ({ path: '/main/v1/stock/market-operation-time' }),
  getShortUrl: () => ({ path: '/main/v1/util/get/short_url', body: { url: 'https://jogak.example.kr/invite?event=FRIEND' } }),
  registerAllianceAccount: () => ({ as: 'demo-kakao', path: '/main/v1/account/sync/register/alliance_account' }),
  terminateAlliance: () => ({ as: 'demo-relogin', path: '/main/v1/account/sync/terminate-alliance' }),
  afterAllianceAccount: () => ({ as: 'demo-kakao', path: '/main/v1/account/after_alliance_account' }),
  getAccountAmounts: () => ({ as: 'demo-general', path: '/main/v1/account/amts' }),
  getRemainingYearlyInvestLimit: () => ({ as: 'demo-general', path: '/main/v1/account/remaining-yy-invest-limit-amt' }),
  listDepositWithdrawals: () => ({ as: 'demo-general', path: '/main/v1/account/dw/list', query: { searchBeginAt: '20240101', searchEndAt: '20250304' } }),
  listDepositWithdrawalsSync: () => ({ as: 'demo-general', path: '/main/v1/account/sync/dw/list', query: { searchBeginAt: '20240101', searchEndAt: '20250304', orderSeq: 'A', searchCod: 'DEPOSIT' } }),
  listAccountHistory: () => ({ as: 'demo-general', path: '/main/v1/account/history/list', query: { searchBeginAt: '20240101', searchEndAt: '20250304' } }),
  getAccountHistoryDetail: () => ({ as: 'demo-general', path: '/main/v1/account/history/detail', query: { accountId: sandbox.state.data.accounts.get('demo-general')?.history[0]?.accountId ?? '' } }),
  getDepositWithdrawalDetail: () => {
    const record = sandbox.state.data.accounts.get('demo-general')?.dw[0];
    return { as: 'demo-general', path: '/main/v1/account/dw/detail', query: { dealAt: `${record?.dealAt.slice(0, 4)}-${record?.dealAt.slice(4, 6)}-${record?.dealAt.slice(6)}`, dealSeq: String(record?.dealSeq) } };
  },
  getDepositWithdrawalDetailSync: () => {
    const record = sandbox.state.data.accounts.get('demo-general')?.dw[1];
    return { as: 'demo-general', path: '/main/v1/account/sync/dw/detail', query: { dealAt: `${record?.dealAt.slice(0, 4)}-${record?.dealAt.slice(4, 6)}-${record?.dealAt.slice(6)}`, dealSeq: String(record?.dealSeq) } };
  },
  getAssetStatus: () => ({ as: 'demo-general', path: '/main/v1/account/asset-status' }),
  getTotalAssetStatus: () => ({ as: 'demo-general', path: '/main/v1/account/total-asset-status' }),
  listContractAccounts: () => ({ as: 'demo-general', path: '/main/v1/account/contract-account-list' }),
  listContractAccountsSync: () => ({ as: 'demo-corp', path: '/main/v1/account/sync/contract-account-list' }),
  getAssetProfit: () => ({ as: 'demo-general', path: '/main/v1/account/asset_profit' }),
  receptionLookup: () => ({ as: 'demo-general', path: '/main/v1/account/reception_lookup' }),
  receptionLookupSync: () => {
    sandbox.state.deposit('demo-general', 50_000);
    return { as: 'demo-general', path: '/main/v1/account/sync/reception_lookup' };
  },
  withdraw: () => ({ as: 'demo-general', path: '/main/v1/account/withdrawal', body: { amount: 10_000, password: '1234', keypadToken: 'sandbox-plain' } }),
  reportAccountOpened: () => ({ as: 'demo-account-open', path: '/main/v1/account/affiliate/opened', body: { accountNo: '7010999901' } }),
  getDividendHistory: () => ({ as: 'demo-general', path: '/main/v1/account/dividends/JG0001' }),
  listOfferings: () => ({ as: 'demo-general', path: '/main/v1/offerings', query: { status: 'OPEN' } }),
  getOffering: () => ({ as: 'demo-general', path: '/main/v1/offerings/108' }),
  getSubscription: () => ({ as: 'demo-general', path: '/main/v1/offerings/108/subscription' }),
  searchAddress: () => ({ path: '/main/v1/util/address', query: { keyword: '세종대로' } }),
  applySubscription: () => ({ as: 'demo-income', path: '/main/v1/offerings/109/subscription', body: { subsQty: 10, manualReadYn: 'Y', unsuitableConfirmYn: 'Y' } }),
  cancelSubscription: () => ({ as: 'demo-general', path: '/main/v1/offerings/108/subscription' }),
  listMarketStocks: () => ({ path: '/main/v1/market/stocks' }),
  getMarketStock: () => ({ path: '/main/v1/market/stocks/JG0001' }),
  getOrderBook: () => ({ path: '/main/v1/market/stocks/JG0002/order-book' }),
  getPriceHistory: () => {
    // A trade first, so the minute candles are not empty.
    sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 5 });
    return { path: '/main/v1/market/stocks/JG0001/price-history', query: { interval: 'minute' } };
  },
  listOrders: () => {
    sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 5 });
    return { as: 'demo-general', path: '/main/v1/orders' };
  },
  placeOrder: () => ({ as: 'demo-general', path: '/main/v1/orders', body: { stockCd: 'JG0001', side: 'buy', inputPrice: 5_440, inputNumber: 10, unsuitableConfirmYn: 'Y' } }),
  cancelOrder: () => {
    const order = sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_400, quantity: 10 });
    return { as: 'demo-general', path: `/main/v1/orders/${order.orderNo}` };
  },
  cancelAllOrders: () => {
    sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'sell', price: 5_450, quantity: 10 });
    return { as: 'demo-general', path: '/main/v1/orders/cancel-all', body: {} };
  },
  listVotes: () => ({ as: 'demo-general', path: '/main/v1/votes' }),
  getVote: () => ({ as: 'demo-general', path: '/main/v1/votes/2' }),
  submitVote: async () => ({
    as: 'demo-general',
    path: '/main/v1/votes/1/ballot',
    // A ballot takes only a signature the sandbox verifies (the member's pay-provider key over an unused transaction).
    body: { ballots: [{ agendaId: 1, optionId: 1 }, { agendaId: 2, optionId: 2 }], signatureValue: (await signAsDevKakaoPay(sandbox.state, 'demo-general')).signature },
  }),
  listNotices: () => ({ path: '/main/v1/board/notices' }),
  getNotice: () => ({ path: '/main/v1/board/notices/1' }),
  listFaqs: () => ({ path: '/main/v1/board/faqs', query: { category: 'SUBSCRIPTION' } }),
  getFaq: () => ({ path: '/main/v1/board/faqs/2' }),
  listQnas: () => ({ as: 'demo-general', path: '/main/v1/board/qnas' }),
  createQna: () => ({ as: 'demo-general', path: '/main/v1/board/qnas', body: { category: 'TRADE', title: '호가 문의', contents: '5호가 제한은 어떻게 계산되나요?' } }),
  getQna: () => ({ as: 'demo-general', path: '/main/v1/board/qnas/1' }),
  updateQna: () => ({ as: 'demo-general', path: '/main/v1/board/qnas/2', body: { category: 'TRADE', title: '체결 문의', contents: '지정가 주문이 체결되지 않아요.' } }),
  deleteQna: () => ({ as: 'demo-general', path: '/main/v1/board/qnas/2' }),
  uploadQnaAttachment: () => ({ as: 'demo-general', path: '/main/v1/board/qna-attachments', body: { fileName: '주문내역.png', mimeType: 'image/png', data: 'iVBORw0KGgo=' } }),
  listEvents: () => ({ path: '/main/v1/board/events' }),
  getEvent: () => ({ path: '/main/v1/board/events/1' }),
  listStories: () => ({ path: '/main/v1/board/stories' }),
  getStory: () => ({ path: '/main/v1/board/stories/1' }),
  listPress: () => ({ path: '/main/v1/board/press' }),
  listPolicyDocuments: () => ({ path: '/main/v1/policy/documents' }),
  getPolicyDocument: () => ({ path: '/main/v1/policy/documents/terms' }),
  getMyAgreement: () => ({ as: 'demo-general', path: '/main/v1/policy/documents/marketing/my-agreement' }),
  updateMyAgreement: () => ({ as: 'demo-general', path: '/main/v1/policy/documents/marketing/my-agreement', body: { agreedYn: 'Y' } }),
};

describe('계약 테스트: 모든 operation의 응답이 OpenAPI 스키마와 맞는다', () => {
  it('계약서의 모든 operation에 호출이 정의되어 있다', () => {
    const missing = operations.map((operation) => operation.operationId).filter((id) => !(id in CALLS));
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(100);
  });

  it.each(operations.map((operation) => [operation.operationId, operation] as const))('%s', async (_id, operation) => {
    const setup = CALLS[operation.operationId];
    if (!setup) throw new Error(`no call for ${operation.operationId}`);
    const response = await send(operation.method, await setup());
    const success = responseSchemaOf(operation, 200);
    if (!success) throw new Error(`${operation.operationId} declares no 200 answer`);
    const { ref, mediaType } = success;
    if (mediaType === 'application/pdf') {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 8))).toBe('%PDF-1.4');
      return;
    }
    const body: unknown = await response.json();
    expect({ status: response.status, body }).toMatchObject({ status: 200 });
    expect(schemaErrorsOf(ref, body)).toEqual([]);
  });
});

const WRONG_PIN_SHA256 = '0'.repeat(64);

/**
 * Refusals the sandbox gives, each with the status and code it must answer: the contract must
 * declare that status for the operation, and the body must fit the status's schema (its
 * `ErrorBody`, whose `ErrorCode` lists every code).
 */
const REFUSALS: ReadonlyArray<readonly [label: string, operationId: string, status: number, code: string, setup: Setup]> = [
  ['a guest', 'getAccountAmounts', 401, 'UNAUTHORIZED', () => ({ path: '/main/v1/account/amts' })],
  ['a member who must do KYC first', 'placeOrder', 403, 'A0007', () => ({ as: 'demo-kyc-required', path: '/main/v1/orders', body: { stockCd: 'JG0001', side: 'buy', inputPrice: 5_440, inputNumber: 1, unsuitableConfirmYn: 'Y' } })],
  ...(
    [
      ['getAccountAmounts', '/main/v1/account/amts'],
      ['getAssetStatus', '/main/v1/account/asset-status'],
      ['getTotalAssetStatus', '/main/v1/account/total-asset-status'],
      ['getAssetProfit', '/main/v1/account/asset_profit'],
      ['receptionLookup', '/main/v1/account/reception_lookup'],
      ['receptionLookupSync', '/main/v1/account/sync/reception_lookup'],
      ['getDividendHistory', '/main/v1/account/dividends/JG0001'],
    ] as const
  ).map(([operationId, path]) => ['a member without an account', operationId, 400, 'NEED_ACCOUNT_OPEN', () => ({ as: 'demo-account-open', path })] as const),
  ['a stock that is not listed', 'placeOrder', 404, 'NOT_FOUND', () => ({ as: 'demo-general', path: '/main/v1/orders', body: { stockCd: 'JG0009', side: 'buy', inputPrice: 5_000, inputNumber: 1, unsuitableConfirmYn: 'Y' } })],
  ['an offering that does not exist', 'getOffering', 404, 'NOT_FOUND', () => ({ path: '/main/v1/offerings/999' })],
  [
    'the number the member already has',
    'changePhone',
    400,
    'PHONE_UNCHANGED',
    () => {
      finishedVerifications(sandbox.state).set('phone-change-same', { ci: 'demo-ci-demo-general', phoneNo: '01023451234', expiresAtMs: sandbox.state.clock.now().plus({ minutes: 10 }).toMillis() });
      return { as: 'demo-general', path: '/main/v1/member/info/phone', body: { ci: 'demo-ci-demo-general', phoneNo: '01023451234', verificationKey: 'phone-change-same' } };
    },
  ],
  ['a wrong current PIN', 'changePin', 400, 'LOGIN_FAILED', () => ({ as: 'demo-general', path: '/main/v1/member/pin', body: { hashPIN: WRONG_PIN_SHA256, newHashPIN: 'a'.repeat(64) } })],
  [
    'a PIN locked by wrong PINs on the PIN change',
    'closeMember',
    400,
    'PIN_LOCKED',
    async () => {
      const token = sandbox.state.login('demo-presignup').token;
      for (let attempt = 0; attempt < 5; attempt += 1) await send('put', { token, path: '/main/v1/member/pin', body: { hashPIN: WRONG_PIN_SHA256, newHashPIN: 'a'.repeat(64) } });
      return { token, path: '/main/v1/member', body: { hashPIN: DEMO_PIN_SHA256, closeReasonCod: '01' } };
    },
  ],
  ['another person’s ID card', 'submitKyc', 400, 'BAD_REQUEST', () => ({ as: 'demo-account-open', path: '/main/v1/member/kyc', body: { ...kyc, name: '홍길동', accountLabel: '홍길동' } })],
];

describe('계약 테스트: 거절 응답도 계약이 그 상태로 선언하고, 본문이 그 상태의 스키마와 맞는다', () => {
  it.each(REFUSALS)('%s: %s → %i %s', async (_label, operationId, status, code, setup) => {
    const operation = operations.find((candidate) => candidate.operationId === operationId);
    if (!operation) throw new Error(`no operation ${operationId}`);
    const response = await send(operation.method, await setup());
    const body: unknown = await response.json();
    expect({ status: response.status, body }).toMatchObject({ status, body: { code } });
    const declared = responseSchemaOf(operation, status);
    expect(declared ? 'declared' : `${operationId} does not declare ${status} (declares ${Object.keys(operation.responses).join(', ')})`).toBe('declared');
    expect(schemaErrorsOf(declared?.ref ?? '', body)).toEqual([]);
  });
});
