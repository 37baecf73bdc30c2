import { isNotFoundError, offeringQueries, type components } from '@jogak/api-client';
import { DOWNLOAD_TOASTS, SHARE_TOASTS, useToastedAction } from '@jogak/app-core';
import { withParticle } from '@jogak/domain-rules';
import { Button, ErrorState, lazyPart, QueryState } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';

// The viewer (and pdf.js behind it) loads only when a document opens: chunks of their own. A
// failed load is said in the viewer's place; the title, 내려받기 and 공유하기 stay.
const PdfViewer = lazyPart(() => import('./pdf-viewer').then((module) => module.default), {
  failedText: '문서 보기 화면을 불러오지 못했어요.',
  loading: <div className="jg-subs-pdf" data-state="loading" />,
});

type Prospectus = components['schemas']['Prospectus'];

/** A document to save: where the partner serves it and the name to save it under. */
export interface DocumentFile {
  /** The API path of the PDF (`/main/v1/stock/get-terms-pdf/{id}?manageCode=…`); the app makes it absolute. */
  readonly path: string;
  readonly fileName: string;
}

/** What a share sends. */
export interface DocumentShare {
  readonly title: string;
  readonly text: string;
}

export interface ProspectusScreenProps {
  /** The offering's id (the route's `$id`). */
  readonly id: number;
  /** The document (the route's `$manageCode`); the offering's first document (투자설명서) when absent. */
  readonly manageCode?: string;
  /** Saves the file through the shell (the bridge's downloadFile); rejects when it failed. */
  readonly onDownload: (file: DocumentFile) => Promise<void>;
  /** Shares through the shell (the bridge's share); `false` when the person cancelled; rejects when it failed. */
  readonly onShare: (share: DocumentShare) => Promise<boolean>;
}

function pdfPath(id: number, manageCode: string): string {
  return `/main/v1/stock/get-terms-pdf/${id}?manageCode=${encodeURIComponent(manageCode)}`;
}

/**
 * /subscription/{id}/prospectus and /{manageCode}: an offering's document in the in-app PDF
 * viewer (pdf.js, loaded lazily), with download and share through the shell and spec §8's toasts.
 *
 * @example
 * <ProspectusScreen id={108} manageCode="PROSPECTUS" onDownload={download} onShare={share} />
 */
export function ProspectusScreen({ id, manageCode, onDownload, onShare }: ProspectusScreenProps) {
  const detail = useQuery(offeringQueries.detail(id));
  return (
    <div className="jg-subs-prospectus">
      <QueryState
        query={detail}
        errorText="문서 정보를 불러오지 못했어요."
        notFound={{ title: '공모를 찾을 수 없어요', when: isNotFoundError }}
        skeletonLines={3}
      >
        {(offering) => {
          const document = manageCode ? offering.prospectuses.find((item) => item.manageCode === manageCode) : offering.prospectuses[0];
          if (!document) return <ErrorState title="문서를 찾을 수 없어요" description="이 공모에 없는 문서예요." />;
          return <DocumentView id={id} offeringName={offering.name} document={document} onDownload={onDownload} onShare={onShare} />;
        }}
      </QueryState>
    </div>
  );
}

interface DocumentViewProps extends Pick<ProspectusScreenProps, 'onDownload' | 'onShare'> {
  readonly id: number;
  readonly offeringName: string;
  readonly document: Prospectus;
}

function DocumentView({ id, offeringName, document, onDownload, onShare }: DocumentViewProps) {
  const pdf = useQuery(offeringQueries.prospectusPdf(id, document.manageCode));
  // The action that runs: its button is busy, the other one waits unavailable.
  const { running, run } = useToastedAction<'download' | 'share'>();
  const download = () => run('download', () => onDownload({ path: pdfPath(id, document.manageCode), fileName: document.fileName }), DOWNLOAD_TOASTS);
  // The object particle follows the title as said (감정평가서 요약을, 신탁계약서를, 감정평가서 2026을): titles come from the server.
  const shareText = `조각에서 ${offeringName}의 ${withParticle(document.title, '을/를')} 확인해보세요.`;
  const share = () => run('share', () => onShare({ title: `${offeringName} ${document.title}`, text: shareText }), SHARE_TOASTS);
  return (
    <>
      <header className="jg-subs-prospectus__head">
        {/* Under the header's 투자설명서 (the page's h1): the document's own title. */}
        <h2 className="jg-subs-disclosure__title">{document.title}</h2>
        <p className="jg-subs-links__meta">{offeringName}</p>
        <div className="jg-subs-prospectus__actions">
          <Button status="outline" size="small" onClick={() => void download()} busy={running === 'download'} disabled={running === 'share'}>
            내려받기
          </Button>
          <Button status="outline" size="small" onClick={() => void share()} busy={running === 'share'} disabled={running === 'download'}>
            공유하기
          </Button>
        </div>
      </header>
      <QueryState query={pdf} errorText="문서를 불러오지 못했어요." skeletonLines={8}>
        {(file) => <PdfViewer data={file} title={document.title} />}
      </QueryState>
    </>
  );
}
