import { investorInfoStore, useNavigateToRoute, type YesNo } from '@jogak/app-core';
import { Button, Checkbox } from '@jogak/ui-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ChoiceGroup } from '../choice-group/choice-group';
import { LeaveFlowButton } from '../investor-flow/leave-flow-button';

interface ConsentErrors {
  offer?: string;
  recommend?: string;
  agree?: string;
}

const OFFER_CHOICES = [
  { value: 'Y', label: '제공할게요' },
  { value: 'N', label: '제공하지 않을게요' },
];
const RECOMMEND_CHOICES = [
  { value: 'Y', label: '희망해요' },
  { value: 'N', label: '희망하지 않아요' },
];

const yn = (value: string): YesNo => (value === 'Y' || value === 'N' ? value : '');

/**
 * /investment-analysis/personal-analysis: whether the member gives investor information, wants
 * investment recommendations, and agrees to the collection of personal information. Giving it
 * leads to the questions, declining straight to the risk notice. Every choice is written to
 * app-core's investor information as it is made, so coming back shows it again and leaving asks
 * first.
 *
 * @example
 * <PersonalAnalysisScreen />
 */
export function PersonalAnalysisScreen() {
  const navigate = useNavigateToRoute();
  const [offer, setOffer] = useState<YesNo>(investorInfoStore.investPersonInformOfferYn);
  const [recommend, setRecommend] = useState<YesNo>(investorInfoStore.investRecommandHopeYn);
  const [agreed, setAgreed] = useState(investorInfoStore.personalInfoAgreeYn === 'Y');
  const [errors, setErrors] = useState<ConsentErrors>({});
  const agreeErrorId = useId();
  const agreeRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: ConsentErrors = {
      offer: offer === '' ? '투자자 정보 제공 여부를 선택해주세요.' : undefined,
      recommend: recommend === '' ? '투자권유 희망 여부를 선택해주세요.' : undefined,
      agree: agreed ? undefined : '개인(신용)정보 수집·이용에 동의해주세요.',
    };
    setErrors(found);
    // The questions above say their own errors; a consent left alone is the one box to go back to.
    if (!found.offer && !found.recommend && found.agree) agreeRef.current?.focus();
    if (found.offer || found.recommend || found.agree) return;
    Object.assign(investorInfoStore, { investPersonInformOfferYn: offer, investRecommandHopeYn: recommend, personalInfoAgreeYn: 'Y' });
    navigate({ route: offer === 'Y' ? '/investment-analysis/personal-question' : '/investment-analysis/danger-notice' });
  };

  return (
    <div className="jg-investor">
      <h1 className="jg-investor__title">투자자 정보 확인</h1>
      <p className="jg-investor__lead">
        투자자 정보를 제공하면 투자성향을 분석해 알맞은 상품을 안내해 드려요. 제공하지 않아도 청약과 매수는 할 수 있지만, 상품이 투자성향에 맞는지는 안내해 드릴 수 없어요.
      </p>
      <form className="jg-investor-form" noValidate onSubmit={submit}>
        <ChoiceGroup
          legend="투자자 정보를 제공할까요?"
          choices={OFFER_CHOICES}
          value={offer}
          onChange={(value) => {
            setOffer(yn(value));
            Object.assign(investorInfoStore, { investPersonInformOfferYn: yn(value) });
            setErrors((current) => ({ ...current, offer: undefined }));
          }}
          error={errors.offer}
          required
        />
        <ChoiceGroup
          legend="투자권유를 희망하나요?"
          choices={RECOMMEND_CHOICES}
          value={recommend}
          onChange={(value) => {
            setRecommend(yn(value));
            Object.assign(investorInfoStore, { investRecommandHopeYn: yn(value) });
            setErrors((current) => ({ ...current, recommend: undefined }));
          }}
          error={errors.recommend}
          required
        />
        <div className="jg-investor-agree">
          <Checkbox
            checked={agreed}
            onCheckedChange={(checked) => {
              setAgreed(checked);
              Object.assign(investorInfoStore, { personalInfoAgreeYn: checked ? 'Y' : '' });
              setErrors((current) => ({ ...current, agree: undefined }));
            }}
            label="[필수] 개인(신용)정보 수집·이용에 동의해요"
            required
            ref={agreeRef}
            invalid={errors.agree !== undefined}
            {...(errors.agree ? { describedBy: agreeErrorId } : {})}
          />
          {errors.agree ? (
            <p id={agreeErrorId} className="jg-investor-choice__error" role="alert">
              {errors.agree}
            </p>
          ) : null}
        </div>
        <div className="jg-investor__actions">
          <Button type="submit" status="primary" size="full">
            다음
          </Button>
          <LeaveFlowButton />
        </div>
      </form>
    </div>
  );
}
