import type { components } from '@jogak/api-client';
import { RouteLink } from '@jogak/app-core';
import { withParticle } from '@jogak/domain-rules';
import { BottomSheet, Button } from '@jogak/ui-kit';
import { useState, type Ref } from 'react';
import { riskLevelOf, securitiesClassLabel } from '../offering-facts/offering-labels';

type OfferingDetail = components['schemas']['OfferingDetail'];

/** The two confirmations spec §5 requires before applying. */
export type AgreementKey = 'manual' | 'unsuitable';

export type Agreements = Readonly<Record<AgreementKey, boolean>>;

const TITLES: Record<AgreementKey, string> = {
  manual: '투자설명서(상품 설명서) 확인',
  unsuitable: '부적합 거래 확인',
};

const AGREE_LABELS: Record<AgreementKey, string> = {
  manual: '설명서 내용을 읽었고 이해했어요',
  unsuitable: '부적합할 수 있음을 알고 청약할게요',
};

function ManualText({ offering }: { readonly offering: OfferingDetail }) {
  const risk = riskLevelOf(offering.productRiskLevelCod);
  return (
    <div className="jg-subs-agreement__text">
      <p>
        {withParticle(offering.name, '은/는')} {securitiesClassLabel(offering.securitiesClassCod)}이며 위험 등급은 {risk.grade}등급({risk.label})이에요.{' '}
        {risk.explanation}
      </p>
      <p>{offering.briefText}</p>
      <ul>
        <li>예금자보호법에 따라 보호되지 않으며, 투자 원금의 일부 또는 전부를 잃을 수 있어요.</li>
        <li>청약 경쟁률에 따라 신청한 수량보다 적게 배정될 수 있고, 배정되지 않은 증거금은 환불돼요.</li>
        <li>청약 기간 안에는 청약을 취소할 수 있어요.</li>
      </ul>
      <RouteLink target={{ route: '/_main/subscription/$id/prospectus', params: { id: String(offering.id) } }}>투자설명서 전문 보기</RouteLink>
    </div>
  );
}

function UnsuitableText({ offering }: { readonly offering: OfferingDetail }) {
  const risk = riskLevelOf(offering.productRiskLevelCod);
  return (
    <div className="jg-subs-agreement__text">
      <p>
        이 상품의 위험 등급({risk.label})이 회원님의 투자성향보다 높으면 회원님께 적합하지 않은 투자일 수 있어요.
      </p>
      <p>적합하지 않은 상품에 투자하면 예상보다 큰 손실이 날 수 있어요. 이 내용을 확인하고도 청약할지 결정해주세요.</p>
    </div>
  );
}

export interface ApplyAgreementsProps {
  readonly offering: OfferingDetail;
  readonly agreements: Agreements;
  readonly onAgree: (key: AgreementKey) => void;
  /** The 열기 button of the first row not yet agreed: where a refused 청약 신청하기 sends focus. */
  readonly firstUnagreedRef?: Ref<HTMLButtonElement>;
  /** The message that says an agreement is missing, read as the description of the rows not yet agreed. */
  readonly missingMessageId?: string;
}

/**
 * The manual and the unsuitable-transaction confirmation: each opens in a sheet, is read there
 * and agreed with its button; a row says whether it is done.
 */
export function ApplyAgreements({ offering, agreements, onAgree, firstUnagreedRef, missingMessageId }: ApplyAgreementsProps) {
  const [open, setOpen] = useState<AgreementKey | null>(null);
  const keys: readonly AgreementKey[] = ['manual', 'unsuitable'];
  const firstUnagreed = keys.find((key) => !agreements[key]);
  return (
    <section className="jg-subs-agreements" aria-labelledby="jg-subs-agreements-title">
      <h2 id="jg-subs-agreements-title" className="jg-subs-section__title">
        확인하고 동의해주세요
      </h2>
      <ul className="jg-subs-agreements__list">
        {keys.map((key) => (
          <li key={key} className="jg-subs-agreement" data-agreed={agreements[key]}>
            <span className="jg-subs-agreement__name">{TITLES[key]}</span>
            <span className="jg-subs-agreement__state">{agreements[key] ? '동의 완료' : '확인 전'}</span>
            <Button
              ref={key === firstUnagreed ? firstUnagreedRef : undefined}
              status="outline"
              size="small"
              aria-label={`${TITLES[key]} 열기`}
              aria-describedby={agreements[key] ? undefined : missingMessageId}
              onClick={() => setOpen(key)}
            >
              열기
            </Button>
          </li>
        ))}
      </ul>
      {open ? (
        <BottomSheet
          open
          onOpenChange={(next) => setOpen(next ? open : null)}
          title={TITLES[open]}
          footer={
            <Button
              status="primary"
              size="full"
              onClick={() => {
                onAgree(open);
                setOpen(null);
              }}
            >
              {AGREE_LABELS[open]}
            </Button>
          }
        >
          {open === 'manual' ? <ManualText offering={offering} /> : <UnsuitableText offering={offering} />}
        </BottomSheet>
      ) : null}
    </section>
  );
}
