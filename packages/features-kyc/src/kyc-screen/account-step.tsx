import { KOREAN_BANKS } from '@jogak/domain-rules';
import { Button, checkFiles, FileUploader, TextField } from '@jogak/ui-kit';
import { useMemo, useState } from 'react';
import { SelectField } from '../fields/select-field';
import { ACCOUNT_IMAGE_RULES, accountImageOf, fileOfAccountImage } from '../kyc-form/account-image';
import type { AccountImage } from '../kyc-form/kyc-draft';
import type { StepProps } from './step-props';

const BANK_OPTIONS = KOREAN_BANKS.map((bank) => ({ code: bank.code, label: `${bank.name} (${bank.code})` }));

/**
 * Why the camera's photo cannot be the bank-book copy (the uploader's Korean reason), or null.
 * The shell answers in the phone's own format and size (a HEIC, a large photo): the same rules
 * as a picked file apply.
 */
function cameraPhotoProblem(image: AccountImage): string | null {
  return checkFiles([fileOfAccountImage(image)], [], { ...ACCOUNT_IMAGE_RULES, maxFiles: 1 }).errors[0] ?? null;
}

export interface AccountStepProps extends StepProps {
  /** The shell's camera (bridge `takePhoto`); without it only the file picker is offered. */
  takePhoto?: () => Promise<AccountImage>;
}

/** Step 4: the bank account — bank, number, holder and a photo of the bank book. */
export function AccountStep({ draft, secrets, errors, change, changeSecrets, fieldId, takePhoto }: AccountStepProps) {
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const files = useMemo(() => (secrets.accountImage ? [fileOfAccountImage(secrets.accountImage)] : []), [secrets.accountImage]);
  return (
    <div className="jg-kyc__group">
      <SelectField id={fieldId('accountBank')} label="은행" value={draft.accountBank} options={BANK_OPTIONS} required onValueChange={(accountBank) => change({ accountBank })} error={errors.accountBank} />
      <TextField
        id={fieldId('accountNumber')}
        label="계좌번호"
        cleaner="digits"
        inputMode="numeric"
        autoComplete="off"
        hint="'-' 없이 숫자만"
        aria-required
        value={draft.accountNumber}
        // No length cap while typing: a pasted 123456-78-901234 keeps all 14 digits, and too many
        // digits are named by the step's check (10~14자리) instead of being cut unseen.
        onValueChange={(accountNumber) => change({ accountNumber })}
        error={errors.accountNumber}
      />
      <TextField
        id={fieldId('accountLabel')}
        label="예금주"
        maxLength={50}
        autoComplete="off"
        aria-required
        hint="본인 명의 계좌만 인증할 수 있어요."
        value={draft.accountLabel}
        onValueChange={(accountLabel) => change({ accountLabel })}
        error={errors.accountLabel}
      />
      <div id={fieldId('accountImage')} tabIndex={-1} className="jg-kyc__group">
        <FileUploader
          label="통장 사본"
          accept={ACCOUNT_IMAGE_RULES.accept}
          maxBytes={ACCOUNT_IMAGE_RULES.maxBytes}
          required
          // No `capture`: on a phone it would open the camera in place of the saved pictures, and
          // 카메라로 촬영 is the camera.
          files={files}
          onFilesChange={(picked) => {
            const file = picked[0];
            if (!file) {
              changeSecrets({ accountImage: null });
              return;
            }
            setPhotoProblem(null);
            // A file the device cannot read (removed from storage meanwhile) is said, not ignored.
            accountImageOf(file).then(
              (accountImage) => changeSecrets({ accountImage }),
              () => setPhotoProblem('파일을 읽지 못했어요. 다른 파일을 골라주세요.'),
            );
          }}
        />
        {takePhoto ? (
          <Button
            status="outline"
            size="full"
            onClick={() => {
              setPhotoProblem(null);
              takePhoto()
                .then((accountImage) => {
                  const problem = cameraPhotoProblem(accountImage);
                  if (problem) setPhotoProblem(problem);
                  else changeSecrets({ accountImage });
                })
                .catch(() => setPhotoProblem('사진을 가져오지 못했어요. 다시 촬영하거나 파일로 올려주세요.'));
            }}
          >
            카메라로 촬영
          </Button>
        ) : null}
        {photoProblem ? <p className="jg-field__error" role="alert">{photoProblem}</p> : null}
        {errors.accountImage ? <p className="jg-field__error" role="alert">{errors.accountImage}</p> : null}
      </div>
    </div>
  );
}
