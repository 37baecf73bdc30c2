import { failureSentence, isJogakApiError, memberMutations } from '@jogak/api-client';
import { MESSAGES, useNativeBack, type NativeBackEvents, type PersistenceAdapter } from '@jogak/app-core';
import { Button, openDialog } from '@jogak/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { birthDateFollowingResident, idNumberName, KYC_STEPS, withAccountHolder, type AccountImage, type KycDraft, type KycSecrets, type KycStep } from '../kyc-form/kyc-draft';
import { kycSubmission } from '../kyc-form/kyc-submission';
import { validateKycStep, type KycErrors, type KycField, type VerifiedIdentity } from '../kyc-form/validate-kyc';
import { discardKycProgress, keepKycSecrets, saveKycDraft, type KycResume } from '../kyc-progress/kyc-progress';
import { AccountStep } from './account-step';
import { AgreementStep } from './agreement-step';
import { BasicInfoStep } from './basic-info-step';
import { CompleteStep, type KycResult } from './complete-step';
import { DetailInfoStep } from './detail-info-step';
import { IdStep } from './id-step';
import { KYC_LEAVE_DIALOG } from './kyc-dialogs';
import { KycFrame } from './kyc-frame';
import type { StepProps } from './step-props';

export interface KycFormProps {
  resume: KycResume;
  /** The member's e-mail now (member info's; empty before one is given): another one is checked first. */
  memberEmail: string;
  /** Who the member verified being (member info's), whom the ID card must match; null for a corporation's member. */
  identity: VerifiedIdentity | null;
  progressStorage: PersistenceAdapter;
  takePhoto?: () => Promise<AccountImage>;
  onComplete: (result: KycResult) => void;
  onLeave: () => void;
  now: () => number;
  nativeBack: NativeBackEvents | undefined;
}

function resumeNotice(resume: KycResume): string | null {
  if (resume.secretsAskedAgain) return `입력하던 내용을 불러왔어요. ${idNumberName(resume.draft.idDocument)}와 통장 사본은 기기에 저장하지 않으니 다시 입력해주세요.`;
  if (resume.resumed && resume.draft.step > 0) return '입력하던 내용을 불러왔어요. 이어서 진행해주세요.';
  return null;
}

function StepBody({ step, props, takePhoto }: { step: KycStep; props: StepProps; takePhoto?: () => Promise<AccountImage> }) {
  switch (step) {
    case 0:
      return <AgreementStep {...props} />;
    case 1:
      return <BasicInfoStep {...props} />;
    case 2:
      return <DetailInfoStep {...props} />;
    case 3:
      return <IdStep {...props} />;
    default:
      return <AccountStep {...props} takePhoto={takePhoto} />;
  }
}

/**
 * The fields whose messages a change of a draft's or secret's key takes away besides its own (a
 * key that is a field clears its own message): those it shows or hides. An address chosen shows its
 * 상세, which starts without a message; a new job or ID document asks for its own fields.
 */
const ALSO_CLEARED: Partial<Record<string, readonly KycField[]>> = {
  home: ['homeDetail'],
  jobCode: ['jobDetailCode', 'companyName', 'company', 'businessName', 'industryCode', 'businessPersonNo', 'establishmentDate', 'business'],
  idDocument: ['driveNo'],
} satisfies Partial<Record<keyof KycDraft, readonly KycField[]>>;

/** The messages left once the member has changed these keys: 다음 checks the whole step again. */
function errorsAfterChange(errors: KycErrors, changed: readonly string[]): KycErrors {
  const cleared = new Set<string>(changed.flatMap((key) => [key, ...(ALSO_CLEARED[key] ?? [])]));
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !cleared.has(field))) as KycErrors;
}

const EMAIL_CHECK_FAILED = '이메일을 확인하지 못했어요. 잠시 후 다시 시도해주세요.';

/** The server compares addresses without regard to case (its check answers CURRENT for either). */
const sameEmail = (one: string, other: string) => one.toLowerCase() === other.toLowerCase();

/**
 * The partner refused what was typed (400 BAD_REQUEST, its reason naming the field, often on an
 * earlier step such as an ID card that is not the member's): the reason stays while the member
 * goes back to mend it, until the next submission.
 */
const isRefusalOfTyped = (error: unknown) => isJogakApiError(error) && error.code === 'BAD_REQUEST';

/** The form once the draft is loaded: one step at a time, saved on every change. */
export function KycForm({ resume, memberEmail, identity, progressStorage, takePhoto, onComplete, onLeave, now, nativeBack }: KycFormProps) {
  const baseId = useId();
  const fieldId = (field: KycField) => `${baseId}-${field}`;
  const [draft, setDraft] = useState<KycDraft>(resume.draft);
  const [secrets, setSecrets] = useState<KycSecrets>(resume.secrets);
  const [errors, setErrors] = useState<KycErrors>({});
  const [result, setResult] = useState<KycResult | null>(null);
  const [notice, setNotice] = useState<string | null>(() => resumeNotice(resume));
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const submit = useMutation(memberMutations.submitKyc());
  const checkEmail = useMutation(memberMutations.checkEmail());

  useEffect(() => {
    if (result) return;
    saveKycDraft(progressStorage, draft).catch((error: unknown) => console.error('고객확인 진행 상황을 저장하지 못했어요.', error));
  }, [draft, progressStorage, result]);

  useEffect(() => {
    keepKycSecrets(secrets);
  }, [secrets]);

  const step: KycStep = result ? 5 : draft.step;
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  /**
   * The 생년월일 the resident number last filled in (null when none): it follows the number until
   * the member types over it. Not kept beyond this screen: a date resumed from the device counts
   * as typed.
   */
  const filledBirthDate = useRef<string | null>(null);

  const change = (patch: Partial<KycDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => errorsAfterChange(current, Object.keys(patch)));
  };

  const changeSecrets = (patch: Partial<KycSecrets>) => {
    setSecrets((current) => ({ ...current, ...patch }));
    setErrors((current) => errorsAfterChange(current, Object.keys(patch)));
    if (!('residentFront' in patch || 'residentBack' in patch)) return;
    // This render's draft and secrets are the latest: each keystroke renders before the next.
    const birthDate = birthDateFollowingResident(draft.birthDate, filledBirthDate.current, { ...secrets, ...patch });
    if (birthDate === draft.birthDate) return;
    filledBirthDate.current = birthDate;
    change({ birthDate });
  };

  const stepProps: StepProps = { draft, secrets, errors, fieldId, change, changeSecrets };

  /** Shows the messages; answers whether there were any (the first field then has the focus). */
  const showErrors = (found: KycErrors): boolean => {
    setErrors(found);
    const first = Object.keys(found)[0] as KycField | undefined;
    if (!first) return false;
    // After the messages render, so the screen reader reads the field with its message.
    requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
    return true;
  };

  /**
   * Spec §5: an e-mail is checked before it changes, and the submission makes this one the
   * member's. Another member's address is named under the field; the member's own needs no check.
   */
  const emailProblem = async (email: string): Promise<string | null> => {
    if (sameEmail(email, memberEmail)) return null;
    try {
      const check = await checkEmail.mutateAsync(email);
      return check.unavailableReason === 'IN_USE' ? MESSAGES.EMAIL_IN_USE : null;
    } catch {
      return EMAIL_CHECK_FAILED;
    }
  };

  const goNext = async () => {
    if (showErrors(validateKycStep(draft.step, draft, secrets, now(), identity))) return;
    if (draft.step === 1) {
      const checkedEmail = draft.email.trim();
      const problem = await emailProblem(checkedEmail);
      if (problem) {
        showErrors({ email: problem });
        return;
      }
      setNotice(null);
      // Typed over while it was checked: that address is not the checked one, and 다음 checks it.
      setDraft((current) => (current.email.trim() === checkedEmail ? { ...current, step: 2 } : current));
      return;
    }
    setNotice(null);
    if (draft.step < 4) {
      setDraft((current) => {
        const moved = { ...current, step: (current.step + 1) as KycStep };
        return moved.step === 4 ? withAccountHolder(moved) : moved;
      });
      return;
    }
    submit.mutate(kycSubmission(draft, secrets), {
      onSuccess: (answer) => {
        setResult(answer);
        void discardKycProgress(progressStorage);
      },
    });
  };

  const goPrevious = () => {
    setErrors({});
    // A failed submission is step 4's news: the earlier steps must not say it (what was typed
    // stays). A refusal of what was typed is news for the step where it is mended, so it stays.
    if (!isRefusalOfTyped(submit.error)) submit.reset();
    setDraft((current) => ({ ...current, step: (current.step - 1) as KycStep }));
  };

  const leave = async () => {
    const confirmed = await openDialog(KYC_LEAVE_DIALOG);
    if (!confirmed) return;
    await discardKycProgress(progressStorage);
    onLeave();
  };

  // An open dialog (the leave question) or sheet (주소 검색) takes the back first (useNativeBack).
  useNativeBack(nativeBack, () => {
    // The submission is on its way: leaving now would lose its answer (the completion and the
    // member's new type), and stepping back would show a form already sent. 나가기 and 이전 wait too.
    if (submit.isPending) return;
    if (result) {
      onComplete(result);
    } else if (draft.step > 0) {
      goPrevious();
    } else {
      void leave();
    }
  });

  const leaveButton = result ? undefined : (
    <Button status="outline" size="small" busy={submit.isPending} onClick={() => void leave()}>
      나가기
    </Button>
  );

  return (
    <KycFrame step={step} action={leaveButton}>
      <h2 ref={stepHeading} tabIndex={-1} className="jg-kyc__step-title">
        {KYC_STEPS[step]}
      </h2>
      {notice ? (
        <p className="jg-kyc__notice" role="status">
          {notice}
        </p>
      ) : null}
      {result ? (
        <CompleteStep result={result} onContinue={() => onComplete(result)} />
      ) : (
        <form
          className="jg-kyc__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void goNext();
          }}
        >
          <StepBody step={draft.step} props={stepProps} takePhoto={takePhoto} />
          {submit.isError ? (
            <p className="jg-field__error" role="alert">
              {failureSentence('고객확인을 제출하지 못했어요.', submit.error)}
            </p>
          ) : null}
          <div className="jg-kyc__actions">
            {draft.step > 0 ? (
              <Button status="muted" size="large" busy={submit.isPending} onClick={goPrevious}>
                이전
              </Button>
            ) : null}
            <Button type="submit" status="primary" size="large" busy={submit.isPending || checkEmail.isPending}>
              {draft.step === 4 ? (submit.isPending ? '제출하는 중' : '제출하기') : '다음'}
            </Button>
          </div>
        </form>
      )}
    </KycFrame>
  );
}
