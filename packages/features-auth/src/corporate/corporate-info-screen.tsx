import { dataOf, isJogakApiError, jogakClientOf, type components } from '@jogak/api-client';
import { dialogDefinition, type RouteTarget, type SyncStorage } from '@jogak/app-core';
import { Button, TextField, openDialog } from '@jogak/ui-kit';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { signUpDraftStorage } from '../sign-up/sign-up-draft';
import { BranchAccountNote } from './branch-account-note';
import { businessNumberDigits, formatBusinessNumber, isValidBusinessNumber } from './business-number';

type CorpSignUpState = components['schemas']['CorpSignUpState'];

export interface CorporateInfoScreenProps {
  onNavigate: (target: RouteTarget) => void;
  /** Holds the agreements of the corporate terms (sessionStorage in the app). */
  draftStorage: SyncStorage;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
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

function formErrors(form: CorpForm): FormErrors {
  return {
    ...(form.corpName.trim() ? {} : { corpName: '법인명을 입력해주세요.' }),
    ...(/^\d{9,11}$/.test(form.corpPhone) ? {} : { corpPhone: '법인 대표 전화번호를 9~11자리 숫자로 입력해주세요.' }),
    ...(form.corpAdminName.trim() ? {} : { corpAdminName: '담당자 이름을 입력해주세요.' }),
    ...(EMAIL.test(form.email.trim()) ? {} : { email: '이메일 주소를 확인해주세요.' }),
  };
}

/**
 * The corporate sign-up (`/auth/sign-up/corporate/info`): the branch-account note, then the
 * business registration number (checked with its check digit, then `GET
 * /main/v1/member/business-no`): a member → CORP_SIGN_UP_EXIST (로그인하기), an application
 * waiting for approval → CORP_SIGN_UP_WAITING, no branch account → CORP_SIGN_UP_NEEDED; a
 * corporation with a branch account fills in its information and applies (`POST
 * /main/v1/member/join/corp`), which then waits for approval.
 *
 * @example
 * <CorporateInfoScreen draftStorage={sessionStorage} onNavigate={go} />
 */
export function CorporateInfoScreen({ onNavigate, draftStorage }: CorporateInfoScreenProps) {
  const draft = signUpDraftStorage(draftStorage).read();
  const [typed, setTyped] = useState('');
  const [numberError, setNumberError] = useState<string | undefined>();
  const [checked, setChecked] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const check = useMutation(checkBusinessNumberMutation());

  if (applied) {
    return (
      <div className="jg-auth-screen">
        <div className="jg-auth-screen__body">
          <h1 className="jg-auth-screen__title">가입 신청을 받았어요</h1>
          <p className="jg-auth-screen__lead">{applied}의 법인 회원 가입 신청이 접수되었어요. 승인이 끝나면 알려드릴게요.</p>
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

  async function follow(state: CorpSignUpState) {
    if (state.corpSignUpStatus === 'MEMBER') {
      if (await openDialog(dialogDefinition('CORP_SIGN_UP_EXIST'))) onNavigate({ route: '/auth/login', search: { tabs: 'corporate' } });
    } else if (state.corpSignUpStatus === 'WAITING') {
      await openDialog(dialogDefinition('CORP_SIGN_UP_WAITING'));
    } else if (!state.corpName) {
      await openDialog(dialogDefinition('CORP_SIGN_UP_NEEDED'));
    } else {
      setChecked(state.corpName);
    }
  }

  function submitNumber(event: FormEvent) {
    event.preventDefault();
    if (!isValidBusinessNumber(typed)) {
      setNumberError(typed.length < 10 ? '사업자등록번호 10자리를 입력해주세요.' : '사업자등록번호가 올바르지 않아요. 다시 확인해주세요.');
      return;
    }
    setNumberError(undefined);
    check.mutate(typed, {
      onSuccess: (state) => void follow(state),
      onError: (error) => setNumberError(isJogakApiError(error) && error.message ? error.message : CHECK_FAILED),
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
            inputMode="numeric"
            value={typed}
            onValueChange={(value) => {
              const digits = businessNumberDigits(value);
              // Only another number unchecks it (and takes the form below away); a keystroke the
              // cleaning drops, such as an 11th digit, leaves the typed form as it is.
              if (digits === typed) return;
              setTyped(digits);
              setChecked(null);
            }}
            format={formatBusinessNumber}
            hint="숫자 10자리 (예: 214-88-12345)"
            error={numberError}
          />
          {checked ? null : (
            <Button type="submit" status="outline" size="full" disabled={check.isPending} aria-busy={check.isPending}>
              {check.isPending ? '확인 중…' : '가입 여부 확인'}
            </Button>
          )}
        </form>
        {checked ? (
          <CorporationForm
            businessNo={typed}
            corpName={checked}
            agreementKeys={draft.agreementKeys}
            onApplied={(corpName) => {
              signUpDraftStorage(draftStorage).clear();
              setApplied(corpName);
            }}
            onRefused={(state) => void follow(state)}
          />
        ) : null}
      </div>
    </div>
  );
}

interface CorporationFormProps {
  businessNo: string;
  corpName: string;
  agreementKeys: readonly string[];
  onApplied: (corpName: string) => void;
  onRefused: (state: CorpSignUpState) => void;
}

const REFUSAL_STATES: Readonly<Record<string, CorpSignUpState['corpSignUpStatus']>> = {
  CORP_SIGN_UP_EXIST: 'MEMBER',
  CORP_SIGN_UP_WAITING: 'WAITING',
  CORP_SIGN_UP_NEEDED: 'NOT_MEMBER',
};

function CorporationForm({ businessNo, corpName, agreementKeys, onApplied, onRefused }: CorporationFormProps) {
  const [form, setForm] = useState<CorpForm>({ corpName, corpPhone: '', corpAdminName: '', email: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const join = useMutation(joinCorporationMutation());
  const set = (field: keyof CorpForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = formErrors(form);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    join.mutate(
      { corpBusinessPersonNo: businessNo, corpName: form.corpName.trim(), corpPhone: form.corpPhone, corpAdminName: form.corpAdminName.trim(), email: form.email.trim(), agreementKeys: [...agreementKeys] },
      {
        onSuccess: (state) => onApplied(state.corpName ?? form.corpName.trim()),
        onError: (error) => {
          const refused = isJogakApiError(error) ? REFUSAL_STATES[error.code] : undefined;
          if (refused) onRefused({ corpBusinessPersonNo: businessNo, corpSignUpStatus: refused, corpName: refused === 'NOT_MEMBER' ? null : corpName });
          else setProblem(isJogakApiError(error) && error.message ? error.message : JOIN_FAILED);
        },
      },
    );
  }

  return (
    <form className="jg-auth-corp__form" onSubmit={submit} noValidate aria-label="법인 정보">
      <p className="jg-auth-screen__lead">영업점에서 계좌를 연 법인이에요. 가입 신청에 필요한 정보를 입력해주세요.</p>
      <TextField label="법인명" value={form.corpName} onValueChange={set('corpName')} maxLength={50} error={errors.corpName} />
      <TextField label="법인 대표 전화번호" cleaner="phone" value={form.corpPhone} onValueChange={set('corpPhone')} error={errors.corpPhone} />
      <TextField label="담당자 이름" cleaner="name" value={form.corpAdminName} onValueChange={set('corpAdminName')} error={errors.corpAdminName} />
      <TextField label="이메일" type="email" value={form.email} onValueChange={set('email')} maxLength={100} error={errors.email} />
      {problem ? (
        <p className="jg-auth-screen__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" status="primary" size="full" disabled={join.isPending} aria-busy={join.isPending}>
        {join.isPending ? '신청 중…' : '가입 신청하기'}
      </Button>
    </form>
  );
}
