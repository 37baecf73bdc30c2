import type { RouteTarget } from '@jogak/app-core';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { Button, QueryState, TextField, useFocusOnChange } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import {
  CertificateLoginError,
  readCorporateLogin,
  signInWithCertificate,
  type CertificateDevice,
  type CertificateSignInServices,
  type DeviceCertificate,
} from './sign-in-with-certificate';

export interface CertificateLoginProps {
  services: CertificateSignInServices;
  /** The shell's certificate store (`cert.list`, `cert.sign`, `device.info`). */
  device: CertificateDevice;
  /** After the stores are filled: the app goes where the member came from. */
  onSignedIn: () => Promise<void> | void;
  onNavigate: (target: RouteTarget) => void;
}

const BUSINESS_NUMBER_INVALID = '사업자등록번호 10자리를 확인해주세요.';
const NO_CERTIFICATE_CHOSEN = '로그인할 인증서를 선택해주세요.';
/**
 * Ten digits; the check digit is the sign-up's test (a number already registered is what the
 * server knows, and it answers for any other).
 */
const BUSINESS_NUMBER = /^\d{10}$/;

/**
 * The Seoul calendar day a certificate expires on: the shell's `notAfter` is ISO-8601 and may be
 * in UTC (NATIVE_BRIDGE.md), so `2026-03-04T15:30:00Z` is already 2026.03.05 in Seoul. A value that
 * is not a date says so rather than showing a wrong day.
 */
function expiryOf(notAfter: string): string {
  return seoulDateText(notAfter, '.') ?? '알 수 없음';
}

/** The device's certificates, read afresh each time the tab opens (a certificate may have been moved in). */
function useDeviceCertificates(device: CertificateDevice) {
  const query = useQuery({ queryKey: ['device', 'certificates'], queryFn: () => device.listCertificates(), retry: false, gcTime: 0 });
  return { certificates: query, reload: () => query.refetch() };
}

interface CertificateChoiceProps {
  certificates: readonly DeviceCertificate[];
  chosen: string;
  onChoose: (dn: string) => void;
  error: string | undefined;
  /** The group, for the form to move focus into when no certificate was chosen. */
  ref: Ref<HTMLFieldSetElement>;
}

function CertificateChoice({ certificates, chosen, onChoose, error, ref }: CertificateChoiceProps) {
  const legendId = useId();
  return (
    // A radiogroup, named by its legend, so it can be read as required: the login needs a certificate.
    <fieldset
      ref={ref}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required
      className="jg-auth-cert__choice"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'jg-auth-cert-choice-error' : undefined}
    >
      <legend id={legendId} className="jg-auth-cert__legend">
        인증서 선택
      </legend>
      {certificates.map((certificate) => (
        <label key={certificate.dn} className="jg-auth-cert__option">
          <input type="radio" name="certificate" value={certificate.dn} checked={chosen === certificate.dn} onChange={() => onChoose(certificate.dn)} />
          <span className="jg-auth-cert__subject">{certificate.subject}</span>
          <span className="jg-auth-cert__meta">
            {certificate.issuer} · 만료일 {expiryOf(certificate.notAfter)}
          </span>
        </label>
      ))}
      {error ? (
        <p id="jg-auth-cert-choice-error" className="jg-auth-screen__problem" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The corporate tab of /auth/login: the business registration number (kept from the last login)
 * and a certificate from the device, then the certificate login ({@link signInWithCertificate}).
 * Each refusal (a forged or replayed signature, a locked certificate, a corporation that is not a
 * member…) shows the server's Korean message and keeps what was typed and chosen.
 *
 * @example
 * <CertificateLogin services={{ client, persistence }} device={device} onSignedIn={goBack} onNavigate={go} />
 */
export function CertificateLogin({ services, device, onSignedIn, onNavigate }: CertificateLoginProps) {
  const { certificates, reload } = useDeviceCertificates(device);
  const [businessNo, setBusinessNo] = useState('');
  const [chosen, setChosen] = useState('');
  const [errors, setErrors] = useState<{ businessNo?: string; certificate?: string }>({});
  // Set by each 인증서로 로그인 refused here (a new object each time): once its messages are drawn,
  // focus goes to the first wrong field, which is then read with its message.
  const [wrongFieldToFocus, setWrongFieldToFocus] = useState<{ field: 'businessNo' | 'certificate' } | null>(null);
  const certificateChoiceRef = useRef<HTMLFieldSetElement>(null);
  const [problem, setProblem] = useState<CertificateLoginError | null>(null);
  const [busy, setBusy] = useState(false);
  // An empty list's 다시 불러오기 was pressed and did not come back empty: once it finds
  // certificates, the form takes its place and focus goes to its first field. Not on the tab's
  // first load, nor a refetch nobody asked for, where a focused field would open a phone's
  // keyboard unasked.
  const [reloadAsked, setReloadAsked] = useState(false);
  const businessNoRef = useFocusOnChange<HTMLInputElement>(reloadAsked && Boolean(certificates.data?.length));
  const reloadEmptyList = () => {
    setReloadAsked(true);
    void reload().then((answer) => {
      if (!answer.data?.length) setReloadAsked(false);
    });
  };

  useEffect(() => {
    if (wrongFieldToFocus?.field === 'businessNo') businessNoRef.current?.focus();
    // None of the device's certificates is checked: the first one, where the choice starts.
    if (wrongFieldToFocus?.field === 'certificate') certificateChoiceRef.current?.querySelector('input')?.focus();
  }, [wrongFieldToFocus, businessNoRef]);

  useEffect(() => {
    let current = true;
    readCorporateLogin(services.persistence).then(
      (remembered) => {
        if (!current || !remembered) return;
        setBusinessNo((typed) => typed || remembered.corpBusinessPersonNo);
        setChosen((picked) => picked || remembered.dn);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [services.persistence]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(BUSINESS_NUMBER.test(businessNo) ? {} : { businessNo: BUSINESS_NUMBER_INVALID }),
      ...(certificates.data?.some((item) => item.dn === chosen) ? {} : { certificate: NO_CERTIFICATE_CHOSEN }),
    };
    setErrors(found);
    setProblem(null);
    if (found.businessNo || found.certificate) {
      setWrongFieldToFocus({ field: found.businessNo ? 'businessNo' : 'certificate' });
      return;
    }
    setBusy(true);
    try {
      await signInWithCertificate({ corpBusinessPersonNo: businessNo, dn: chosen }, device, services);
      await onSignedIn();
    } catch (error) {
      setProblem(error instanceof CertificateLoginError ? error : new CertificateLoginError('refused', '인증서로 로그인하지 못했어요. 잠시 후 다시 시도해주세요.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="jg-auth-login__panel" aria-labelledby="jg-auth-login-corporate">
      <h2 id="jg-auth-login-corporate" className="jg-auth-login__greeting">
        법인 회원은 공동인증서로 로그인해요
      </h2>
      <p className="jg-auth-screen__lead">사업자등록번호를 입력하고 법인 명의의 공동인증서를 선택해주세요.</p>
      <QueryState
        query={certificates}
        loadingLabel="인증서 목록을 불러오는 중"
        skeletonLines={3}
        errorTitle="인증서 목록을 불러오지 못했어요"
        errorText="잠시 후 다시 시도해주세요."
      >
        {(found) =>
          found.length === 0 ? (
            <div className="jg-auth-cert__empty">
              <p className="jg-auth-screen__lead">이 기기에 공동인증서가 없어요. 법인 명의의 공동인증서를 이 기기로 옮긴 뒤 다시 불러와주세요.</p>
              {certificates.isError && !certificates.isFetching ? (
                <p className="jg-auth-screen__problem" role="alert">
                  인증서 목록을 다시 불러오지 못했어요. 잠시 후 다시 시도해주세요.
                </p>
              ) : null}
              <Button status="outline" size="full" busy={certificates.isFetching} onClick={reloadEmptyList}>
                {certificates.isFetching ? '불러오는 중이에요' : '다시 불러오기'}
              </Button>
            </div>
          ) : (
            <form className="jg-auth-corp__form" onSubmit={(event) => void submit(event)} noValidate>
              <TextField
                ref={businessNoRef}
                label="사업자등록번호"
                cleaner="business-number"
                inputMode="numeric"
                value={businessNo}
                onValueChange={(typed) => {
                  setBusinessNo(typed);
                  // An edit answers 사업자등록번호 10자리를 확인해주세요.: the message and the field's mark go until the next try.
                  setErrors((current) => (current.businessNo ? { ...current, businessNo: undefined } : current));
                }}
                hint="숫자 10자리 (예: 120-88-12345)"
                error={errors.businessNo}
                aria-required
              />
              <CertificateChoice
                ref={certificateChoiceRef}
                certificates={found}
                chosen={chosen}
                onChoose={(dn) => {
                  setChosen(dn);
                  // A certificate chosen answers 로그인할 인증서를 선택해주세요.: the message and the group's mark go.
                  setErrors((current) => ({ ...current, certificate: undefined }));
                }}
                error={errors.certificate}
              />
              <Button type="submit" status="primary" size="full" busy={busy}>
                {busy ? '인증서를 확인하는 중' : '인증서로 로그인'}
              </Button>
            </form>
          )
        }
      </QueryState>
      {problem ? (
        <p className="jg-auth-screen__problem" role="alert">
          {problem.message}
        </p>
      ) : null}
      {problem?.reason === 'not-member' ? (
        <Button status="outline" size="full" onClick={() => onNavigate({ route: '/auth/sign-up/corporate/terms' })}>
          법인 회원가입
        </Button>
      ) : null}
    </section>
  );
}
