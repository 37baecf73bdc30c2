import { dataOf, isJogakApiError, jogakClientOf, refusalReasonOf, type components } from '@jogak/api-client';
import { dialogDefinition, MESSAGES, useFormDraft, type RouteTarget, type SyncStorage } from '@jogak/app-core';
import { corporateInfoProblems, isBusinessNumber, isEmailShape, type CorporateInfoField } from '@jogak/domain-rules';
import { Button, TextField, openDialog } from '@jogak/ui-kit';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { signUpDraftStorage } from '../sign-up/sign-up-draft';
import { BranchAccountNote } from './branch-account-note';

type CorpSignUpState = components['schemas']['CorpSignUpState'];

export interface CorporateInfoScreenProps {
  onNavigate: (target: RouteTarget) => void;
  /** Holds the agreements of the corporate terms (sessionStorage in the app). */
  draftStorage: SyncStorage;
}

const CHECK_FAILED = '사업자등록번호를 확인하지 못했어요. 잠시 후 다시 시도해주세요.';
const JOIN_FAILED = '가입 신청을 하지 못했어요. 잠시 후 다시 시도해주세요.';

function checkBusinessNumberMutation() {
  return mutationOptions({
    mutationKey: ['member', 'business-no'],
    mutationFn: (businessNo: string, { client }) =>
      dataOf(jogakClientOf(client).GET('/main/v1/member/business-no', { params: { query: { businessNo } } })),
  });
}

function joinCorporationMutation() {
  return mutationOptions({
    mutationKey: ['member', 'join', 'corp'],
    mutationFn: (body: components['schemas']['CorpJoinRequest'], { client }) =>
      dataOf(jogakClientOf(client).POST('/main/v1/member/join/corp', { body })),
  });
}

interface CorpForm {
  corpName: string;
  corpPhone: string;
  corpAdminName: string;
  email: string;
}

type FormErrors = Partial<Record<keyof CorpForm, string>>;

const CORP_INFO_ERRORS: Record<CorporateInfoField, string> = {
  corpName: '법인명을 입력해주세요.',
  corpPhone: '법인 대표 전화번호를 9~11자리 숫자로 입력해주세요.',
  corpAdminName: '담당자 이름을 입력해주세요.',
};

/** The corporation's details by domain-rules' `corporateInfoProblems`, then the e-mail. */
function formErrors(form: CorpForm): FormErrors {
  const errors: FormErrors = {};
  for (const field of corporateInfoProblems(form)) errors[field] = CORP_INFO_ERRORS[field];
  // Empty, or not shaped as an e-mail: each says what to do (WCAG 3.3.3).
  if (form.email.trim() === '') errors.email = MESSAGES.EMAIL_REQUIRED;
  else if (!isEmailShape(form.email.trim())) errors.email = MESSAGES.EMAIL_SHAPE;
  return errors;
}

/** Why the server will not take a number: a member already, an application waiting, no branch account. */
type Refusal = 'MEMBER' | 'WAITING' | 'NEEDED';

/** 가입 신청하기 waits: the number was changed after its check. */
const RECHECK_NOTE = '사업자등록번호가 바뀌었어요. 가입 여부 확인을 다시 눌러주세요.';
/** 가입 신청하기 waits: the number is not (or no longer) cleared, after a refusal. */
const CHECK_NOTE = '가입 여부 확인을 눌러주세요.';

/** A business number the server checked: a corporation with a branch account, free to apply. */
interface CheckedNumber {
  businessNo: string;
  corpName: string;
}

/**
 * What the member typed on this screen, kept as a form draft (app-core's `useFormDraft`) until the
 * application goes through: the number, the last number the server cleared (null again once a check
 * or the application is refused), the corporation name that check filled in, and the corporation's
 * details (null until a first check opens them). Another number only leaves `checked` behind.
 */
interface CorpJoinDraft {
  businessNo: string;
  checked: CheckedNumber | null;
  foundName: string | null;
  form: CorpForm | null;
}

/** The draft's key: a failed check or application (500 → /error → 이전 화면으로) loses nothing typed. */
const CORP_JOIN_DRAFT_KEY = 'auth:corp-join';

const EMPTY_DRAFT: CorpJoinDraft = { businessNo: '', checked: null, foundName: null, form: null };

/** The details after `checked`: a first check opens them; a later one keeps what was typed, and its name only replaces one the member left as found. */
function formAfterCheck(draft: CorpJoinDraft, checked: CheckedNumber): CorpForm {
  if (!draft.form) return { corpName: checked.corpName, corpPhone: '', corpAdminName: '', email: '' };
  const nameUntouched = draft.foundName !== null && draft.form.corpName === draft.foundName;
  return nameUntouched ? { ...draft.form, corpName: checked.corpName } : draft.form;
}

/**
 * The corporate sign-up (`/auth/sign-up/corporate/info`): the branch-account note, then the
 * business registration number (checked with its check digit, then `GET
 * /main/v1/member/business-no`): a member → CORP_SIGN_UP_EXIST (로그인하기), an application
 * waiting for approval → CORP_SIGN_UP_WAITING, no branch account → CORP_SIGN_UP_NEEDED; a
 * corporation with a branch account fills in its information and applies (`POST
 * /main/v1/member/join/corp`), which then waits for approval. Everything typed is a form draft
 * under `'auth:corp-join'` until the application goes through; another number keeps the
 * details and only holds 가입 신청하기 back until that number is checked, and so does a refusal
 * (a check, or an application the server turns down): 가입 여부 확인 comes back, with the details.
 *
 * @example
 * <CorporateInfoScreen draftStorage={sessionStorage} onNavigate={go} />
 */
export function CorporateInfoScreen({ onNavigate, draftStorage }: CorporateInfoScreenProps) {
  const draft = signUpDraftStorage(draftStorage).read();
  const [typing, setTyping, clearTyping] = useFormDraft<CorpJoinDraft>(CORP_JOIN_DRAFT_KEY, EMPTY_DRAFT);
  const [numberError, setNumberError] = useState<string | undefined>();
  const [applied, setApplied] = useState<string | null>(null);
  const check = useMutation(checkBusinessNumberMutation());
  const checkButton = useRef<HTMLButtonElement>(null);
  // Set when a check passes while its button has focus: the button goes, and the form's first field takes focus.
  const formTakesFocusRef = useRef(false);
  const typed = typing.businessNo;
  const numberChecked = typing.checked !== null && typing.checked.businessNo === typed;

  if (applied) {
    return (
      <div className="jg-auth-screen">
        <div className="jg-auth-screen__body">
          <h1 className="jg-auth-screen__title">가입 신청을 받았어요</h1>
          <p className="jg-auth-screen__lead">{applied}의 법인 회원가입 신청이 접수되었어요. 승인이 끝나면 알려드릴게요.</p>
        </div>
        <div className="jg-auth-screen__actions">
          <Button status="primary" size="full" onClick={() => onNavigate({ route: '/_main/home' })}>
            홈으로
          </Button>
        </div>
      </div>
    );
  }

  if (!draft) {
    return (
      <div className="jg-auth-screen">
        <div className="jg-auth-screen__body">
          <h1 className="jg-auth-screen__title">약관 동의가 먼저 필요해요</h1>
          <p className="jg-auth-screen__lead">법인 정보를 입력하기 전에 조각 이용 약관에 동의해주세요.</p>
        </div>
        <div className="jg-auth-screen__actions">
          <Button status="primary" size="full" onClick={() => onNavigate({ route: '/auth/sign-up/corporate/terms' })}>
            약관 동의하러 가기
          </Button>
        </div>
      </div>
    );
  }

  /** A refused check or application: no number stays cleared (가입 여부 확인 comes back), what was typed stays. */
  async function refuse(refusal: Refusal) {
    setTyping((current) => ({ ...current, checked: null }));
    if (refusal === 'MEMBER') {
      if (await openDialog(dialogDefinition('CORP_SIGN_UP_EXIST'))) onNavigate({ route: '/auth/login', search: { tabs: 'corporate' } });
    } else if (refusal === 'WAITING') {
      await openDialog(dialogDefinition('CORP_SIGN_UP_WAITING'));
    } else {
      await openDialog(dialogDefinition('CORP_SIGN_UP_NEEDED'));
    }
  }

  async function follow(state: CorpSignUpState, businessNo: string) {
    if (state.corpSignUpStatus === 'MEMBER' || state.corpSignUpStatus === 'WAITING') {
      await refuse(state.corpSignUpStatus);
    } else if (!state.corpName) {
      await refuse('NEEDED');
    } else {
      const checked = { businessNo, corpName: state.corpName };
      formTakesFocusRef.current = document.activeElement === checkButton.current;
      setTyping((current) => ({ ...current, checked, foundName: checked.corpName, form: formAfterCheck(current, checked) }));
    }
  }

  function submitNumber(event: FormEvent) {
    event.preventDefault();
    if (!isBusinessNumber(typed)) {
      setNumberError(typed.length < 10 ? '사업자등록번호 10자리를 입력해주세요.' : '사업자등록번호가 올바르지 않아요. 다시 확인해주세요.');
      return;
    }
    setNumberError(undefined);
    const businessNo = typed;
    check.mutate(businessNo, {
      onSuccess: (state) => void follow(state, businessNo),
      onError: (error) => setNumberError(refusalReasonOf(error) ?? CHECK_FAILED),
    });
  }

  return (
    <div className="jg-auth-screen">
      <div className="jg-auth-screen__body">
        <h1 className="jg-auth-screen__title">법인 정보를 입력해주세요</h1>
        <BranchAccountNote />
        <form className="jg-auth-corp__form" onSubmit={submitNumber} noValidate>
          <TextField
            label="사업자등록번호"
            cleaner="business-number"
            inputMode="numeric"
            value={typed}
            onValueChange={(digits) => {
              // A keystroke the cleaning drops, such as an 11th digit, changes nothing; another
              // number waits for its own check, and the details below stay as typed.
              if (digits === typed) return;
              setTyping((current) => ({ ...current, businessNo: digits }));
            }}
            hint="숫자 10자리 (예: 214-88-12345)"
            error={numberError}
            aria-required
          />
          {numberChecked ? null : (
            <Button ref={checkButton} type="submit" status="outline" size="full" busy={check.isPending}>
              {check.isPending ? '확인하는 중' : '가입 여부 확인'}
            </Button>
          )}
        </form>
        {typing.form ? (
          <CorporationForm
            businessNo={numberChecked ? typed : null}
            recheckNote={typing.checked === null ? CHECK_NOTE : RECHECK_NOTE}
            form={typing.form}
            onFormChange={(form) => setTyping((current) => ({ ...current, form }))}
            agreementKeys={draft.agreementKeys}
            onApplied={(corpName) => {
              signUpDraftStorage(draftStorage).clear();
              clearTyping();
              setApplied(corpName);
            }}
            onRefused={(refusal) => void refuse(refusal)}
            takesFocusRef={formTakesFocusRef}
          />
        ) : null}
      </div>
    </div>
  );
}

interface CorporationFormProps {
  /** The checked number the application goes with; null while the typed number waits for its check. */
  businessNo: string | null;
  /** Why 가입 신청하기 waits, shown while `businessNo` is null. */
  recheckNote: string;
  form: CorpForm;
  onFormChange: (form: CorpForm) => void;
  agreementKeys: readonly string[];
  onApplied: (corpName: string) => void;
  onRefused: (refusal: Refusal) => void;
  /** Set when the form should focus its first field as its number is checked (the check's button had focus and goes). */
  takesFocusRef: RefObject<boolean>;
}

const REFUSALS: Readonly<Record<string, Refusal>> = {
  CORP_SIGN_UP_EXIST: 'MEMBER',
  CORP_SIGN_UP_WAITING: 'WAITING',
  CORP_SIGN_UP_NEEDED: 'NEEDED',
};

function CorporationForm({ businessNo, recheckNote, form, onFormChange, agreementKeys, onApplied, onRefused, takesFocusRef }: CorporationFormProps) {
  const [errors, setErrors] = useState<FormErrors>({});
  const formElement = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (businessNo === null || !takesFocusRef.current) return;
    takesFocusRef.current = false;
    formElement.current?.querySelector('input')?.focus();
  }, [businessNo, takesFocusRef]);
  const [problem, setProblem] = useState<string | null>(null);
  const join = useMutation(joinCorporationMutation());
  const recheckNoteId = useId();
  const set = (field: keyof CorpForm) => (value: string) => onFormChange({ ...form, [field]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (businessNo === null) return;
    const found = formErrors(form);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    join.mutate(
      { corpBusinessPersonNo: businessNo, corpName: form.corpName.trim(), corpPhone: form.corpPhone, corpAdminName: form.corpAdminName.trim(), email: form.email.trim(), agreementKeys: [...agreementKeys] },
      {
        onSuccess: (state) => onApplied(state.corpName ?? form.corpName.trim()),
        onError: (error) => {
          const refused = isJogakApiError(error) ? REFUSALS[error.code] : undefined;
          if (refused) onRefused(refused);
          else setProblem(refusalReasonOf(error) ?? JOIN_FAILED);
        },
      },
    );
  }

  return (
    <form ref={formElement} className="jg-auth-corp__form" onSubmit={submit} noValidate aria-label="법인 정보">
      <p className="jg-auth-screen__lead">영업점에서 계좌를 연 법인이에요. 가입 신청에 필요한 정보를 입력해주세요.</p>
      <TextField label="법인명" value={form.corpName} onValueChange={set('corpName')} maxLength={50} error={errors.corpName} aria-required />
      <TextField label="법인 대표 전화번호" cleaner="phone" autoComplete="tel" value={form.corpPhone} onValueChange={set('corpPhone')} error={errors.corpPhone} aria-required />
      <TextField label="담당자 이름" cleaner="name" value={form.corpAdminName} onValueChange={set('corpAdminName')} error={errors.corpAdminName} aria-required />
      <TextField label="이메일" type="email" value={form.email} onValueChange={set('email')} maxLength={100} error={errors.email} aria-required />
      {problem ? (
        <p className="jg-auth-screen__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {businessNo === null ? (
        <p className="jg-auth-screen__problem" id={recheckNoteId} role="status">
          {recheckNote}
        </p>
      ) : null}
      <Button
        type="submit"
        status="primary"
        size="full"
        disabled={businessNo === null}
        busy={join.isPending}
        aria-describedby={businessNo === null ? recheckNoteId : undefined}
      >
        {join.isPending ? '신청하는 중' : '가입 신청하기'}
      </Button>
    </form>
  );
}
