import { Checkbox } from '@jogak/ui-kit';
import { CUSTOMER_AGREEMENTS } from '../kyc-form/kyc-options';
import type { StepProps } from './step-props';

/** Step 0: the customer agreements, all required. */
export function AgreementStep({ draft, errors, change, fieldId }: StepProps) {
  const all = CUSTOMER_AGREEMENTS.every((agreement) => draft.agreements.includes(agreement.id));
  return (
    <fieldset id={fieldId('agreements')} className="jg-kyc__group" tabIndex={-1} aria-describedby={errors.agreements ? `${fieldId('agreements')}-error` : undefined}>
      <legend className="jg-kyc__lead">
        특정금융정보법에 따라 투자 전에 고객확인(KYC)을 해요. 아래 내용에 동의해주세요.
      </legend>
      <Checkbox
        label="전체 동의"
        emphasis
        checked={all}
        onCheckedChange={(on) => change({ agreements: on ? CUSTOMER_AGREEMENTS.map((agreement) => agreement.id) : [] })}
      />
      <ul className="jg-kyc__agreements" aria-label="동의 항목">
        {CUSTOMER_AGREEMENTS.map((agreement) => (
          <li key={agreement.id}>
            <Checkbox
              label={`[필수] ${agreement.title}`}
              checked={draft.agreements.includes(agreement.id)}
              required
              onCheckedChange={(on) =>
                change({
                  agreements: on ? [...draft.agreements, agreement.id] : draft.agreements.filter((id) => id !== agreement.id),
                })
              }
            />
          </li>
        ))}
      </ul>
      {errors.agreements ? (
        <p id={`${fieldId('agreements')}-error`} className="jg-field__error" role="alert">
          {errors.agreements}
        </p>
      ) : null}
    </fieldset>
  );
}
