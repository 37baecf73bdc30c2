import type { components } from '@jogak/api-client';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { RichText } from '@jogak/ui-kit';
import type { Ref } from 'react';

type PolicyDocument = components['schemas']['PolicyDocument'];

/** "버전 3.2 · 2025.01.01 시행". */
export function policyEditionText(document: Pick<PolicyDocument, 'version' | 'effectiveAt'>): string {
  return `버전 ${document.version} · ${seoulDateText(document.effectiveAt, '.') ?? document.effectiveAt} 시행`;
}

/**
 * A policy document: its title, [필수]/[선택], edition and its text through RichText. `titleRef`
 * makes the title focusable by script, for a screen that moves focus to it.
 */
export function PolicyDocumentView({ document, titleRef }: { readonly document: PolicyDocument; readonly titleRef?: Ref<HTMLHeadingElement> }) {
  const titleId = `policy-${document.agreementKey}-title`;
  return (
    <article className="jg-policy-document" aria-labelledby={titleId}>
      <header className="jg-policy-document__head">
        <h2 ref={titleRef} id={titleId} tabIndex={titleRef ? -1 : undefined} className="jg-policy-document__title">
          {document.title}
        </h2>
        <p className="jg-policy-document__meta">
          <span className="jg-policy-tag" data-required={document.requiredYn}>
            {document.requiredYn === 'Y' ? '필수' : '선택'}
          </span>
          {policyEditionText(document)}
        </p>
      </header>
      <RichText className="jg-policy-document__body" html={document.contents} headingLevel={3} />
    </article>
  );
}
