import { policyQueries } from '@jogak/api-client';
import { BottomSheet, Button, ErrorState, RichText, Skeleton } from '@jogak/ui-kit';
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
  const document = useQuery(policyQueries.document(agreementKey));
  if (document.isPending) return <Skeleton lines={6} label="약관을 불러오는 중" />;
  if (document.data === undefined) {
    return <ErrorState title="약관을 불러오지 못했어요" description="잠시 후 다시 시도해주세요." onRetry={() => void document.refetch()} />;
  }
  return (
    <article className="jg-policy-text">
      <p className="jg-policy-text__meta">
        버전 {document.data.version} · 시행일 {document.data.effectiveAt.replaceAll('-', '.')}
      </p>
      <RichText html={document.data.contents} />
    </article>
  );
}
