import { TextField } from '@jogak/ui-kit';
import { DateField } from '../fields/date-field';
import { idNumberName, type IdDocument } from '../kyc-form/kyc-draft';
import type { StepProps } from './step-props';

const ID_DOCUMENTS: readonly { value: IdDocument; label: string }[] = [
  { value: 'RESIDENT_CARD', label: '주민등록증' },
  { value: 'DRIVER_LICENCE', label: '운전면허증' },
  { value: 'ALIEN_REGISTRATION_CARD', label: '외국인등록증' },
];

/**
 * Step 3: the ID card's facts — name, resident number (memory only), birth and issue dates,
 * licence number. A registered foreigner's 외국인등록증 carries the name in Latin capitals and
 * the 외국인등록번호 in the resident number's place.
 */
export function IdStep({ draft, secrets, errors, change, changeSecrets, fieldId }: StepProps) {
  const foreigner = draft.idDocument === 'ALIEN_REGISTRATION_CARD';
  const number = idNumberName(draft.idDocument);
  return (
    <div className="jg-kyc__group">
      <fieldset className="jg-kyc__choices">
        <legend className="jg-field__label">신분증 종류</legend>
        {ID_DOCUMENTS.map((document) => (
          <label key={document.value} className="jg-kyc__choice">
            <input
              type="radio"
              name="kyc-id-document"
              value={document.value}
              checked={draft.idDocument === document.value}
              onChange={() => change({ idDocument: document.value })}
            />
            {document.label}
          </label>
        ))}
      </fieldset>
      <TextField
        // A new field for the other script: the cleaner applies to what is typed from then on.
        key={foreigner ? 'latin-name' : 'hangul-name'}
        id={fieldId('name')}
        label="이름"
        cleaner={foreigner ? 'english-name' : 'name'}
        autoComplete="name"
        aria-required
        hint={foreigner ? '외국인등록증에 적힌 영문 이름 그대로 (예: JOHN SMITH)' : undefined}
        value={draft.name}
        onValueChange={(name) => change({ name })}
        error={errors.name}
      />
      <div className="jg-kyc__resident">
        <TextField
          id={fieldId('residentFront')}
          label={`${number} 앞 6자리`}
          cleaner="digits"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          aria-required
          value={secrets.residentFront}
          onValueChange={(residentFront) => changeSecrets({ residentFront: residentFront.slice(0, 6) })}
          error={errors.residentFront}
        />
        <TextField
          id={fieldId('residentBack')}
          label={`${number} 뒤 7자리`}
          cleaner="digits"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          aria-required
          value={secrets.residentBack}
          onValueChange={(residentBack) => changeSecrets({ residentBack: residentBack.slice(0, 7) })}
          error={errors.residentBack}
        />
      </div>
      <p className="jg-kyc__note">{number}는 이 기기에 저장하지 않아요. 앱을 다시 시작하면 다시 입력해주세요.</p>
      <DateField id={fieldId('birthDate')} label="생년월일" value={draft.birthDate} required onValueChange={(birthDate) => change({ birthDate })} error={errors.birthDate} />
      <DateField id={fieldId('issueDate')} label="발급일" value={draft.issueDate} required onValueChange={(issueDate) => change({ issueDate })} error={errors.issueDate} />
      {draft.idDocument === 'DRIVER_LICENCE' ? (
        <TextField
          id={fieldId('driveNo')}
          label="운전면허번호"
          autoComplete="off"
          maxLength={20}
          aria-required
          hint="예: 11-23-123456-01 (옛 면허는 서울 23-123456-01)"
          value={draft.driveNo}
          onValueChange={(driveNo) => change({ driveNo })}
          error={errors.driveNo}
        />
      ) : null}
    </div>
  );
}
