import { TextField } from '@jogak/ui-kit';
import { AddressField } from '../address-search/address-field';
import type { StepProps } from './step-props';

/** Step 1: English name (as the passport has it), home address and e-mail. */
export function BasicInfoStep({ draft, errors, change, fieldId }: StepProps) {
  return (
    <div className="jg-kyc__group">
      <TextField
        id={fieldId('engLastName')}
        label="영문 성"
        value={draft.engLastName}
        cleaner="english-name"
        autoCapitalize="characters"
        autoComplete="family-name"
        placeholder="HONG"
        aria-required
        onValueChange={(engLastName) => change({ engLastName })}
        error={errors.engLastName}
      />
      <TextField
        id={fieldId('engFirstName')}
        label="영문 이름"
        value={draft.engFirstName}
        cleaner="english-name"
        autoCapitalize="characters"
        autoComplete="given-name"
        placeholder="GILDONG"
        aria-required
        hint="여권과 같게 써주세요."
        onValueChange={(engFirstName) => change({ engFirstName })}
        error={errors.engFirstName}
      />
      <AddressField
        id={fieldId('home')}
        label="집 주소"
        value={draft.home}
        onValueChange={(home) => change({ home })}
        error={errors.home}
        detailId={fieldId('homeDetail')}
        detailError={errors.homeDetail}
        detailRequired
      />
      <TextField
        id={fieldId('email')}
        label="이메일"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={100}
        aria-required
        value={draft.email}
        onValueChange={(email) => change({ email })}
        error={errors.email}
      />
    </div>
  );
}
