import { Button, QueryState } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { OpenSourceLicense } from './open-source-license';

export interface LicenseScreenProps {
  /**
   * Loads the build's licence list; the app passes a dynamic import of its generated module, so
   * the licence texts load only here, in their own chunk.
   */
  readonly loadLicenses: () => Promise<readonly OpenSourceLicense[]>;
}

function LicenseItem({ item }: { readonly item: OpenSourceLicense }) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  return (
    <li className="jg-policy-license">
      <div className="jg-policy-license__head">
        <span className="jg-policy-license__name">{item.name}</span>
        <span className="jg-policy-license__meta">
          {item.version} · {item.license}
        </span>
      </div>
      <Button
        status="outline"
        size="small"
        aria-label={`${item.name} 라이선스 ${open ? '닫기' : '보기'}`}
        aria-expanded={open}
        aria-controls={textId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? '라이선스 닫기' : '라이선스 보기'}
      </Button>
      <div id={textId} hidden={!open}>
        {open ? (
          <pre className="jg-policy-license__text" role="region" tabIndex={0} aria-label={`${item.name} 라이선스 전문`}>
            {item.licenseText ?? `이 패키지는 라이선스 파일을 따로 두지 않고 ${item.license} 라이선스를 따른다고 밝히고 있어요.`}
          </pre>
        ) : null}
      </div>
    </li>
  );
}

/**
 * /policy/license: every open-source package shipped in this build — name, version, licence —
 * with each licence's text on demand. The list is generated from the installed packages when the
 * app is built.
 *
 * @example
 * <LicenseScreen loadLicenses={() => import('virtual:jogak-licenses').then((module) => module.default)} />
 */
export function LicenseScreen({ loadLicenses }: LicenseScreenProps) {
  const query = useQuery({ queryKey: ['policy', 'open-source-licenses'], queryFn: loadLicenses, staleTime: Infinity });
  return (
    <QueryState
      query={query}
      loadingLabel="라이선스 목록을 불러오는 중이에요"
      skeletonLines={10}
      errorTitle="라이선스 목록을 불러오지 못했어요"
      errorText="잠시 후 다시 시도해주세요."
      empty={{ title: '표시할 오픈소스 라이선스가 없어요', isEmpty: (licenses) => licenses.length === 0 }}
    >
      {(licenses) => (
        <div className="jg-policy">
          <p className="jg-policy-license-lead">조각 앱은 아래 {licenses.length.toLocaleString('ko-KR')}개의 오픈소스 소프트웨어를 사용해요.</p>
          <ul className="jg-policy-licenses" aria-label="오픈소스 라이선스 목록">
            {licenses.map((item) => (
              <LicenseItem key={`${item.name}@${item.version}`} item={item} />
            ))}
          </ul>
        </div>
      )}
    </QueryState>
  );
}
