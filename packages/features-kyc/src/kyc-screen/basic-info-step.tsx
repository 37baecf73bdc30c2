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
        autoCapitalize="characters"
        autoComplete="family-name"
        maxLength={50}
        placeholder="HONG"
        onValueChange={(value) => change({ engLastName: value.toUpperCase() })}
        error={errors.engLastName}
      />
      <TextField
        id={fieldId('engFirstName')}
        label="영문 이름"
        value={draft.engFirstName}
        autoCapitalize="characters"
        autoComplete="given-name"
        maxLength={50}
        placeholder="GILDONG"
        hint="여권과 같게 써주세요."
        onValueChange={(value) => change({ engFirstName: value.toUpperCase() })}
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
      />
      <TextField
        id={fieldId('email')}
        label="이메일"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={100}
        value={draft.email}
        onValueChange={(email) => change({ email })}
        error={errors.email}
      />
    </div>
  );
}
