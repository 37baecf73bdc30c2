import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { QueryState } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { certificateState, certificateStateLabel, type DeviceCertificate } from './certificate-state';

export interface CertificateScreenProps {
  /** The certificates on this device: the app passes native-bridge's `cert.list`. */
  readonly loadCertificates: () => Promise<readonly DeviceCertificate[]>;
  /** The instant states are judged at; now when absent. */
  readonly now?: Date;
}

/** The query key of the device's certificate list (not a server call: the shell answers it). */
export const DEVICE_CERTIFICATES_KEY = ['native', 'cert.list'] as const;

/**
 * /support/certificate (members only): the certificates the shell keeps on this device, each
 * with its holder, issuer, expiry date (Seoul) and state (사용 가능, 만료 임박, 만료됨). Issuing,
 * renewing and deleting happen in the certificate provider's app: the contract and the bridge
 * offer listing and signing only, and the screen says so.
 *
 * @example
 * <CertificateScreen loadCertificates={() => bridge.request('cert.list').then((r) => r.certificates)} />
 */
export function CertificateScreen({ loadCertificates, now }: CertificateScreenProps) {
  const query = useQuery({ queryKey: DEVICE_CERTIFICATES_KEY, queryFn: loadCertificates, staleTime: 0 });
  const at = now ?? new Date();
  return (
    <div className="jg-support">
      <h2 className="jg-support__title">이 기기의 인증서</h2>
      <p className="jg-support-article__hint">청약과 투표 서명에 쓰는, 이 기기에 저장된 인증서예요.</p>
      <QueryState
        query={query}
        errorTitle="불러오지 못했어요"
        errorText="인증서 목록을 불러오지 못했어요."
        empty={{
          title: '이 기기에 저장된 인증서가 없어요',
          description: '인증서 앱에서 인증서를 발급받거나 가져온 뒤 다시 확인해주세요.',
          isEmpty: (certificates) => certificates.length === 0,
        }}
      >
        {(certificates) => (
          <ul className="jg-support-rows" aria-label="인증서 목록">
            {certificates.map((certificate) => {
              const state = certificateState(certificate.notAfter, at);
              return (
                <li key={certificate.dn} className="jg-support-cert" aria-label={`${certificate.subject} 인증서`}>
                  <span className="jg-support-status" data-status={state}>
                    {certificateStateLabel(state)}
                  </span>
                  <span className="jg-support-row__title">{certificate.subject}</span>
                  <dl className="jg-support-facts">
                    <dt>발급기관</dt>
                    <dd>{certificate.issuer}</dd>
                    <dt>만료일</dt>
                    <dd>
                      <time dateTime={certificate.notAfter}>{seoulDateText(certificate.notAfter, '.')}</time>
                    </dd>
                  </dl>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <p className="jg-support-article__hint">인증서 발급, 갱신, 삭제는 인증서 앱에서 할 수 있어요.</p>
    </div>
  );
}
