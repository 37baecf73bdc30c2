import { failureHandledByCaller, isJogakApiError, type JogakClient } from '@jogak/api-client';
import {
  STORAGE_KEYS,
  commonStore,
  contractMedia,
  sessionStore,
  updateUser,
  userFromMemberInfo,
  userStore,
  type PersistenceAdapter,
} from '@jogak/app-core';
import { CertificateSignError } from './certificate-sign-error';

/** A certificate on the device, as the shell's `cert.list` names it (no key ever leaves the shell). */
export interface DeviceCertificate {
  dn: string;
  subject: string;
  issuer: string;
  notAfter: string;
}

/**
 * The shell's certificate store. `sign` is the shell's `cert.sign`: it asks the server for a
 * single-use verification number (`cert-request-verify-no`), asks the person for the certificate
 * password, and signs the number; it resolves `null` when the person cancels and rejects with a
 * {@link CertificateSignError} saying why it did not sign.
 */
export interface CertificateDevice {
  listCertificates: () => Promise<readonly DeviceCertificate[]>;
  sign: (dn: string) => Promise<{ dn: string; signatureValue: string } | null>;
  /** What the HTS login calls `macAddress`: the shell's device id. */
  deviceId: () => Promise<string>;
}

/** What a certificate sign-in needs from the app's shell. */
export interface CertificateSignInServices {
  client: JogakClient;
  /** Where the corporation's login (business number and DN) stays on the device. */
  persistence: PersistenceAdapter;
}

/** The corporation a device logs in as, kept under app-core's `jogak:corp-info`. */
export interface CorporateLogin {
  corpBusinessPersonNo: string;
  dn: string;
}

/** Why a certificate login did not sign in; `message` is Korean, for the screen. */
export class CertificateLoginError extends Error {
  override readonly name = 'CertificateLoginError';
  readonly reason: 'cancelled' | 'locked' | 'not-member' | 'waiting' | 'refused';

  constructor(reason: CertificateLoginError['reason'], message: string) {
    super(message);
    this.reason = reason;
  }
}

const LOGIN_FAILED = '인증서로 로그인하지 못했어요. 잠시 후 다시 시도해주세요.';
const NOT_MEMBER = '이 사업자등록번호로 가입한 법인 회원이 없어요. 법인 회원가입 후 이용해주세요.';
const CANCELLED = '인증서 서명을 취소했어요. 로그인하려면 인증서로 서명해주세요.';
const WAITING = '법인 회원가입 승인을 기다리고 있어요. 승인이 끝나면 로그인할 수 있어요.';

function refusedBy(error: unknown): CertificateLoginError {
  if (error instanceof CertificateLoginError) return error;
  if (!isJogakApiError(error)) return new CertificateLoginError('refused', error instanceof Error && error.message ? error.message : LOGIN_FAILED);
  if (error.code === 'CORP_SIGN_UP_NEEDED' || error.status === 404) {
    return new CertificateLoginError('not-member', NOT_MEMBER);
  }
  return new CertificateLoginError('refused', error.message || LOGIN_FAILED);
}

/**
 * A corporation the server does not know as a member may have applied and be waiting for approval
 * (spec §4's corporate sign-up states): asked by its business number, so it is told that rather
 * than to sign up again. A lookup that fails leaves the refusal as it was.
 */
async function notMemberYet(client: JogakClient, corpBusinessPersonNo: string, refusal: CertificateLoginError): Promise<CertificateLoginError> {
  try {
    const { data } = await client.GET('/main/v1/member/business-no', {
      params: { query: { businessNo: corpBusinessPersonNo } },
      middleware: [failureHandledByCaller],
    });
    return data?.corpSignUpStatus === 'WAITING' ? new CertificateLoginError('waiting', WAITING) : refusal;
  } catch {
    return refusal;
  }
}

/**
 * The device's corporate login from app-core's `jogak:corp-info`, or null.
 *
 * @example
 * await readCorporateLogin(persistence); // { corpBusinessPersonNo: '1208812345', dn: 'cn=…' }
 */
export async function readCorporateLogin(persistence: PersistenceAdapter): Promise<CorporateLogin | null> {
  const raw = await persistence.get(STORAGE_KEYS.corpInfo);
  if (!raw) return null;
  try {
    const { corpBusinessPersonNo, dn } = JSON.parse(raw) as Partial<Record<keyof CorporateLogin, unknown>>;
    return typeof corpBusinessPersonNo === 'string' && typeof dn === 'string' ? { corpBusinessPersonNo, dn } : null;
  } catch {
    return null;
  }
}

/** Records a refused certificate password (`cert-set-pw-verify-cnt`, `normalYn: 'N'`) and says so. */
async function countWrongPassword(client: JogakClient, dn: string, refusal: CertificateSignError): Promise<CertificateLoginError> {
  const { data } = await client.POST('/main/v1/auth/cert-set-pw-verify-cnt', { body: { dn, normalYn: 'N' } });
  if (data?.lockedYn === 'Y') {
    return new CertificateLoginError('locked', `인증서 확인에 ${data.pwVerifyCnt}번 실패해 잠겼어요. 고객센터로 문의해주세요.`);
  }
  return new CertificateLoginError('refused', data ? `${refusal.message} (인증서 확인 실패 ${data.pwVerifyCnt}회)` : refusal.message);
}

/**
 * Signs with the certificate and records the password outcome (`cert-set-pw-verify-cnt`): a
 * signature and a refused password are counted; a signing that failed for another reason (no
 * answer, no certificate, no certificate store) says why and counts nothing.
 */
async function signWithCertificate(client: JogakClient, device: CertificateDevice, dn: string): Promise<string> {
  let signed;
  try {
    signed = await device.sign(dn);
  } catch (error) {
    const failure = error instanceof CertificateSignError ? error : new CertificateSignError('failed');
    if (failure.reason === 'wrong-password') throw await countWrongPassword(client, dn, failure);
    throw new CertificateLoginError('refused', failure.message);
  }
  if (!signed) throw new CertificateLoginError('cancelled', CANCELLED);
  const { data } = await client.POST('/main/v1/auth/cert-set-pw-verify-cnt', { body: { dn, normalYn: 'Y' } });
  if (data?.lockedYn === 'Y') {
    throw new CertificateLoginError('locked', `인증서 확인에 ${data.pwVerifyCnt}번 실패해 잠겼어요. 고객센터로 문의해주세요.`);
  }
  return signed.signatureValue;
}

/** After the HTS session opened: the login history, the DN, the member and the device's memory. */
async function completeCorporateLogin(client: JogakClient, persistence: PersistenceAdapter, login: CorporateLogin, htsId: string) {
  const { corpBusinessPersonNo, dn } = login;
  // The history and the DN are records for the server; a failure there keeps the login.
  const records = await Promise.allSettled([
    client.POST('/main/v1/auth/cert-save-login-history', { body: { htsId, dn } }),
    client.POST('/main/v1/auth/cert-save-dn', { body: { userId: sessionStore.userId, dn } }),
  ]);
  for (const record of records) if (record.status === 'rejected') console.warn('[jogak] certificate login record', record.reason);
  try {
    const { data: info } = await client.POST('/main/v1/member/info/corp', {
      body: { corpBusinessPersonNo, pushToken: sessionStore.pushToken, media: contractMedia(userStore.media) },
    });
    if (info) updateUser(userFromMemberInfo(info));
  } catch (error) {
    console.warn('[jogak] member info after the certificate login', error);
  }
  updateUser({ htsId });
  await persistence.set(STORAGE_KEYS.corpInfo, JSON.stringify(login));
  commonStore.appState = 'login';
}

/**
 * The corporate certificate login, in the order the spec's operations imply (§7): the shell signs
 * a fresh verification number with the chosen certificate (`cert.sign`, which asks
 * `cert-request-verify-no`), the password outcome is recorded (`cert-set-pw-verify-cnt`), the
 * corporation's HTS id is looked up (`cert-reques-hys-id`), the signature verified (`cert-verify`,
 * which the server checks against the certificate's registered public key), the certificate's
 * state checked (`cert-request-cert-state`), and the HTS session opened (`cert-login`, with the
 * `doubleConnectKey` the logout needs). Then the login history and DN are saved, the member info
 * fills the user store and the device keeps the corporation for the next login. Rejects with a
 * {@link CertificateLoginError}.
 *
 * @example
 * await signInWithCertificate({ corpBusinessPersonNo: '1208812345', dn }, device, { client, persistence });
 */
export async function signInWithCertificate(
  login: CorporateLogin,
  device: CertificateDevice,
  { client, persistence }: CertificateSignInServices,
): Promise<void> {
  const { corpBusinessPersonNo, dn } = login;
  const media = contractMedia(userStore.media);
  let htsId: string;
  try {
    const signatureValue = await signWithCertificate(client, device, dn);
    const { data: hts } = await client.POST('/main/v1/auth/cert-reques-hys-id', { body: { peopleNo: corpBusinessPersonNo } });
    if (!hts) throw new CertificateLoginError('refused', LOGIN_FAILED);
    htsId = hts.htsId;
    const { data: verified } = await client.POST('/main/v1/auth/cert-verify', {
      body: { corpBusinessPersonNo, dn, signatureValue, pushToken: sessionStore.pushToken, media },
    });
    if (!verified) throw new CertificateLoginError('refused', LOGIN_FAILED);
    const { data: state } = await client.POST('/main/v1/auth/cert-request-cert-state', { body: { htsId } });
    if (state?.certState === 'EXPIRED') throw new CertificateLoginError('refused', '인증서가 만료됐어요. 인증서를 갱신한 뒤 다시 로그인해주세요.');
    if (state?.certState !== 'REGISTERED') throw new CertificateLoginError('refused', '등록된 인증서가 없는 법인이에요. 영업점이나 고객센터로 문의해주세요.');
    const { data: session } = await client.POST('/main/v1/auth/cert-login', {
      body: { htsId, media, macAddress: await device.deviceId() },
    });
    if (!session) throw new CertificateLoginError('refused', LOGIN_FAILED);
    updateUser({ id: session.userId, userType: session.userType, individualCorpCode: session.individualCorpCode });
    Object.assign(sessionStore, { token: session.token, userId: session.userId, publicKey: '', doubleConnectKey: session.doubleConnectKey ?? '' });
  } catch (error) {
    const refusal = refusedBy(error);
    throw refusal.reason === 'not-member' ? await notMemberYet(client, corpBusinessPersonNo, refusal) : refusal;
  }
  await completeCorporateLogin(client, persistence, login, htsId);
}
