import { policyQueries } from '@jogak/api-client';
import { BottomSheet, Button, QueryState, RichText } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';

export interface PolicySheetProps {
  /** The document to read in full; null keeps the sheet closed. */
  agreementKey: string | null;
  title: string;
  onClose: () => void;
}

/** One policy document in full, in a bottom sheet: loading lines, an error with retry, the text. */
export function PolicySheet({ agreementKey, title, onClose }: PolicySheetProps) {
  return (
    <BottomSheet
      open={agreementKey !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      footer={
        <Button status="primary" size="full" onClick={onClose}>
          확인
        </Button>
      }
    >
      {agreementKey === null ? null : <PolicyText agreementKey={agreementKey} />}
    </BottomSheet>
  );
}

function PolicyText({ agreementKey }: { agreementKey: string }) {
  return (
    <QueryState
      query={useQuery(policyQueries.document(agreementKey))}
      loadingLabel="약관을 불러오는 중"
      skeletonLines={6}
      errorTitle="약관을 불러오지 못했어요"
      errorText="잠시 후 다시 시도해주세요."
    >
      {(document) => (
        <article className="jg-policy-text">
          <p className="jg-policy-text__meta">
            버전 {document.version} · 시행일 {document.effectiveAt.replaceAll('-', '.')}
          </p>
          <RichText html={document.contents} headingLevel={3} />
        </article>
      )}
    </QueryState>
  );
}
