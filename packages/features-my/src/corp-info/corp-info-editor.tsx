import { isJogakApiError, memberMutations, type components } from '@jogak/api-client';
import { dialogDefinition, useFormDraft } from '@jogak/app-core';
import { corporateInfoProblems } from '@jogak/domain-rules';
import { Button, TextField, openDialog, showToast, useFocusOnChange } from '@jogak/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

type MemberInfo = components['schemas']['MemberInfo'];

interface CorpInfoForm {
  corpName: string;
  corpPhone: string;
  corpAdminName: string;
}

type CorpInfoErrors = Partial<Record<keyof CorpInfoForm, string>>;

export const CORP_INFO_MESSAGES = {
  corpName: '법인명을 입력해주세요.',
  corpPhone: '법인 대표 전화번호를 9~11자리 숫자로 입력해주세요.',
  corpAdminName: '담당자 이름을 입력해주세요.',
  noEmail: '이메일을 먼저 등록해주세요. 법인 정보와 함께 저장돼요.',
  changed: '법인 정보를 변경했어요.',
  failed: '법인 정보를 변경하지 못했어요. 다시 시도해주세요.',
} as const;

/** Each field domain-rules' `corporateInfoProblems` refuses, with its message. */
function problemsOf(form: CorpInfoForm): CorpInfoErrors {
  const errors: CorpInfoErrors = {};
  for (const field of corporateInfoProblems(form)) errors[field] = CORP_INFO_MESSAGES[field];
  return errors;
}

/**
 * 법인 정보 변경 on `/my/info` (corporates): the corporate name, representative phone and person
 * in charge, checked field by field, then the catalogue's CONFIRM_CHANGE_MEMBER_INFO and
 * `POST /main/v1/member/corp/info`. The e-mail goes along unchanged: it changes only through
 * 이메일 변경, which checks it first (spec §5).
 *
 * @example
 * <CorpInfoEditor member={member} />
 */
export function CorpInfoEditor({ member }: { readonly member: MemberInfo }) {
  const update = useMutation(memberMutations.updateCorpInfo());
  const initial: CorpInfoForm = { corpName: member.corpName ?? '', corpPhone: member.corpPhone ?? '', corpAdminName: member.corpAdminName ?? '' };
  // Kept in memory until saved: a failure that leads to /error loses nothing typed (app-core).
  const [form, setForm, clearDraft] = useFormDraft<CorpInfoForm | null>('my:corp-info', null);
  const [errors, setErrors] = useState<CorpInfoErrors>({});
  const [problem, setProblem] = useState('');
  // Opening puts focus in the form's first field, and closing (취소, or saved) back on the opener:
  // the control pressed is gone either way.
  const firstFieldRef = useFocusOnChange<HTMLInputElement>(form === null);
  const openerRef = useFocusOnChange<HTMLButtonElement>(form === null);

  if (!form) {
    return (
      <Button ref={openerRef} status="outline" size="full" onClick={() => setForm(initial)}>
        법인 정보 변경
      </Button>
    );
  }

  const set = (field: keyof CorpInfoForm) => (value: string) => {
    setForm({ ...form, [field]: value });
    setErrors({ ...errors, [field]: undefined });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(form);
    setErrors(found);
    setProblem(member.email ? '' : CORP_INFO_MESSAGES.noEmail);
    if (Object.keys(found).length > 0 || !member.email) return;
    if (!(await openDialog(dialogDefinition('CONFIRM_CHANGE_MEMBER_INFO')))) return;
    const body = { corpName: form.corpName.trim(), corpPhone: form.corpPhone, corpAdminName: form.corpAdminName.trim(), email: member.email };
    update.mutate(body, {
      onSuccess: () => {
        showToast(CORP_INFO_MESSAGES.changed);
        setForm(null);
        clearDraft();
      },
      onError: (error) => setProblem(isJogakApiError(error) && error.message ? error.message : CORP_INFO_MESSAGES.failed),
    });
  };

  return (
    <form className="jg-my-corp-form" aria-label="법인 정보 변경" noValidate onSubmit={(event) => void submit(event)}>
      <TextField ref={firstFieldRef} label="법인명" value={form.corpName} onValueChange={set('corpName')} maxLength={50} error={errors.corpName} aria-required />
      <TextField label="법인 대표 전화번호" cleaner="phone" autoComplete="tel" value={form.corpPhone} onValueChange={set('corpPhone')} error={errors.corpPhone} aria-required />
      <TextField label="담당자 이름" cleaner="name" value={form.corpAdminName} onValueChange={set('corpAdminName')} error={errors.corpAdminName} aria-required />
      {problem ? (
        <p className="jg-my-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="jg-my-actions">
        <Button type="button" status="muted" size="large" onClick={() => setForm(null)}>
          취소
        </Button>
        <Button type="submit" status="primary" size="large" busy={update.isPending}>
          저장하기
        </Button>
      </div>
    </form>
  );
}
