import { policyQueries } from '@jogak/api-client';
import { useQuery } from '@tanstack/react-query';
import { DocumentState } from '../states/query-states';
import { PolicyDocumentView } from './policy-document-view';

export interface PolicyDocumentScreenProps {
  /** The document's key (`terms`, `privacy-info`, `marketing`…). */
  readonly agreementKey: string;
}

/**
 * /policy/terms, /policy/privacy-info and /policy/{agreementKey}: a policy document's current
 * text from `/main/v1/policy/documents/{agreementKey}`, through RichText (its links open outside
 * the app).
 *
 * @example
 * <PolicyDocumentScreen agreementKey="terms" />
 */
export function PolicyDocumentScreen({ agreementKey }: PolicyDocumentScreenProps) {
  return (
    <div className="jg-policy">
      <DocumentState query={useQuery(policyQueries.document(agreementKey))}>{(document) => <PolicyDocumentView document={document} />}</DocumentState>
    </div>
  );
}
