import { failureSentence, isJogakApiError, memberMutations, type components } from '@jogak/api-client';
import { MESSAGES, dialogDefinition, memberInfoQuery, useFormDraft, useNavigateToRoute } from '@jogak/app-core';
import { isEmailShape } from '@jogak/domain-rules';
import { Button, QueryState, TextField, openDialog, showToast } from '@jogak/ui-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

type EmailCheck = components['schemas']['EmailCheck'];

const EMAIL_MAX_LENGTH = 100;

export const EMAIL_MESSAGES = {
  empty: '새 이메일을 입력해주세요.',
  shape: MESSAGES.EMAIL_SHAPE,
  notChecked: '이메일 중복 확인을 먼저 해주세요.',
  available: '사용할 수 있는 이메일이에요.',
  CURRENT: '지금 쓰고 있는 이메일이에요.',
  IN_USE: MESSAGES.EMAIL_IN_USE,
  changed: '이메일을 변경했어요.',
} as const;

/** The check of the address as typed now, or `null` when there is none (a check of another address does not count). */
function checkOf(check: EmailCheck | null, typed: string): EmailCheck | null {
  return check && check.email === typed.trim() ? check : null;
}

/** Why a checked address cannot be used (another member's, or the member's own). */
const unavailableReason = (check: EmailCheck) => EMAIL_MESSAGES[check.unavailableReason ?? 'IN_USE'];

/** What the field says under it: an error, or that the checked address is free. */
function fieldMessage(problem: string, check: EmailCheck | null, typed: string): { error?: string; hint?: string } {
  if (problem) return { error: problem };
  const typedCheck = checkOf(check, typed);
  if (typedCheck) return typedCheck.available ? { hint: EMAIL_MESSAGES.available } : { error: unavailableReason(typedCheck) };
  return {};
}

/** Why 변경하기 cannot go on yet: a bad shape, no check of this address, or the check's reason; '' when it can. */
function submitProblem(shapeProblem: string, check: EmailCheck | null): string {
  if (shapeProblem) return shapeProblem;
  if (!check) return EMAIL_MESSAGES.notChecked;
  return check.available ? '' : unavailableReason(check);
}

/**
 * /my/info/edit/email: the member types a new address, checks it (spec §5: an e-mail must be
 * checked before the change), confirms the catalogue's CONFIRM_CHANGE_EMAIL and the change is
 * saved; a typed address is never lost, and a change after the check needs a new check.
 *
 * @example
 * <EmailChangeScreen />
 */
export function EmailChangeScreen() {
  const navigate = useNavigateToRoute();
  const member = useQuery(memberInfoQuery());
  const check = useMutation(memberMutations.checkEmail());
  const change = useMutation(memberMutations.changeEmail());
  // Kept in memory until changed: a failure that leads to /error loses nothing typed (app-core).
  const [email, setEmail, clearDraft] = useFormDraft('my:email', '');
  const [problem, setProblem] = useState('');
  const [checked, setChecked] = useState<EmailCheck | null>(null);

  const shapeProblem = (typed: string) => (typed === '' ? EMAIL_MESSAGES.empty : isEmailShape(typed) ? '' : EMAIL_MESSAGES.shape);

  const runCheck = () => {
    const typed = email.trim();
    const found = shapeProblem(typed);
    setProblem(found);
    if (found) return;
    check.mutate(typed, {
      onSuccess: (result) => setChecked(result),
      onError: (error) => setProblem(failureSentence('이메일을 확인하지 못했어요.', error)),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    const found = submitProblem(shapeProblem(typed), checkOf(checked, typed));
    setProblem(found);
    if (found || !(await openDialog(dialogDefinition('CONFIRM_CHANGE_EMAIL')))) return;
    change.mutate(typed, {
      onSuccess: () => {
        showToast(EMAIL_MESSAGES.changed);
        clearDraft();
        // Back to the member information, never ahead of a new entry: back there must not reopen the spent form.
        navigate({ route: '/_main/my/info' }, { returnTo: true });
      },
      onError: (error) => {
        // The check the server did not find is asked for again, in the field's own words.
        if (isJogakApiError(error) && error.code === 'EMAIL_NOT_CHECKED') {
          setChecked(null);
          setProblem(EMAIL_MESSAGES.notChecked);
        } else setProblem(failureSentence('이메일을 변경하지 못했어요.', error));
      },
    });
  };

  const message = fieldMessage(problem, checked, email);
  return (
    // The header's 이메일 변경 is the page's title (its h1): the screen starts with its form.
    <div className="jg-my">
      <QueryState
        query={member}
        loadingLabel="지금 이메일을 불러오고 있어요"
        skeletonLines={2}
        errorTitle="회원정보를 불러오지 못했어요"
        errorText="잠시 후 다시 시도해주세요."
      >
        {(info) => (
          <form className="jg-my-card" noValidate onSubmit={(event) => void submit(event)}>
            <dl className="jg-my-facts">
              <div className="jg-my-facts__row">
                <dt>지금 이메일</dt>
                <dd>{info.email ?? '-'}</dd>
              </div>
            </dl>
            <div className="jg-my-email">
              <TextField
                label="새 이메일"
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                aria-required
                value={email}
                onValueChange={(value) => {
                  setEmail(value);
                  setProblem('');
                }}
                {...message}
              />
              <Button type="button" status="outline" size="medium" busy={check.isPending} onClick={runCheck}>
                중복 확인
              </Button>
            </div>
            <Button type="submit" status="primary" size="full" busy={change.isPending}>
              변경하기
            </Button>
          </form>
        )}
      </QueryState>
    </div>
  );
}
