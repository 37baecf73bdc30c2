import { TextField } from '@jogak/ui-kit';
import { AddressField } from '../address-search/address-field';
import { DateField } from '../fields/date-field';
import { SelectField } from '../fields/select-field';
import {
  EMPLOYED_JOBS,
  FUND_ORIGIN_OPTIONS,
  INDUSTRY_OPTIONS,
  JOB_DETAIL_OPTIONS,
  JOB_OPTIONS,
  TRADE_PURPOSE_OPTIONS,
} from '../kyc-form/kyc-options';
import type { StepProps } from './step-props';

function BusinessFields({ draft, errors, change, fieldId }: StepProps) {
  return (
    <fieldset className="jg-kyc__group">
      <legend className="jg-kyc__legend">사업자 정보</legend>
      <TextField id={fieldId('businessName')} label="상호" value={draft.businessName} maxLength={50} aria-required onValueChange={(businessName) => change({ businessName })} error={errors.businessName} />
      <SelectField id={fieldId('industryCode')} label="업종" value={draft.industryCode} options={INDUSTRY_OPTIONS} required onValueChange={(industryCode) => change({ industryCode })} error={errors.industryCode} />
      <TextField
        id={fieldId('businessPersonNo')}
        label="사업자등록번호"
        value={draft.businessPersonNo}
        cleaner="business-number"
        inputMode="numeric"
        autoComplete="off"
        hint="숫자 10자리"
        aria-required
        onValueChange={(businessPersonNo) => change({ businessPersonNo })}
        error={errors.businessPersonNo}
      />
      <DateField id={fieldId('establishmentDate')} label="개업일" value={draft.establishmentDate} required onValueChange={(establishmentDate) => change({ establishmentDate })} error={errors.establishmentDate} />
      <AddressField id={fieldId('business')} label="사업장 주소" value={draft.business} onValueChange={(business) => change({ business })} error={errors.business} detailId={`${fieldId('business')}-detail`} />
    </fieldset>
  );
}

/** Step 2: job (and its detail, employer or business), trade purpose and fund origin. */
export function DetailInfoStep(props: StepProps) {
  const { draft, errors, change, fieldId } = props;
  const details = draft.jobCode === '' ? undefined : JOB_DETAIL_OPTIONS[draft.jobCode];
  const employed = draft.jobCode !== '' && EMPLOYED_JOBS.includes(draft.jobCode);
  return (
    <div className="jg-kyc__group">
      <SelectField
        id={fieldId('jobCode')}
        label="직업"
        value={draft.jobCode}
        options={JOB_OPTIONS}
        required
        // A detail belongs to its job: a new job asks for its own.
        onValueChange={(jobCode) => change({ jobCode, jobDetailCode: '' })}
        error={errors.jobCode}
      />
      {details ? (
        <SelectField id={fieldId('jobDetailCode')} label="직무" value={draft.jobDetailCode} options={details} required onValueChange={(jobDetailCode) => change({ jobDetailCode })} error={errors.jobDetailCode} />
      ) : null}
      {employed ? (
        <fieldset className="jg-kyc__group">
          <legend className="jg-kyc__legend">직장 정보</legend>
          <TextField id={fieldId('companyName')} label="직장명" value={draft.companyName} maxLength={50} aria-required onValueChange={(companyName) => change({ companyName })} error={errors.companyName} />
          <AddressField id={fieldId('company')} label="직장 주소" value={draft.company} onValueChange={(company) => change({ company })} error={errors.company} detailId={`${fieldId('company')}-detail`} />
        </fieldset>
      ) : null}
      {draft.jobCode === 'BUSINESS_OWNER' ? <BusinessFields {...props} /> : null}
      <SelectField id={fieldId('tradePurpose')} label="거래 목적" value={draft.tradePurpose} options={TRADE_PURPOSE_OPTIONS} required onValueChange={(tradePurpose) => change({ tradePurpose })} error={errors.tradePurpose} />
      <SelectField id={fieldId('fundOrigin')} label="자금 출처" value={draft.fundOrigin} options={FUND_ORIGIN_OPTIONS} required onValueChange={(fundOrigin) => change({ fundOrigin })} error={errors.fundOrigin} />
    </div>
  );
}
