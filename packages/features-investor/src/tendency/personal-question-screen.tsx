import { investorQueries, type components } from '@jogak/api-client';
import { Button, EmptyState, ErrorState, QueryState } from '@jogak/ui-kit';
import { investorInfoStore, memberInfoQuery, useNavigateToRoute, type QuestionnaireAnswers } from '@jogak/app-core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ChoiceGroup } from '../choice-group/choice-group';
import { LeaveFlowButton } from '../investor-flow/leave-flow-button';
import { ANSWER_FIELDS, unansweredFields, type TendencyAnswerField } from './questionnaire-answers';

type Questionnaire = components['schemas']['TendencyQuestionnaire'];

const answersFromStore = (): QuestionnaireAnswers =>
  Object.fromEntries(ANSWER_FIELDS.map((field) => [field, investorInfoStore[field]])) as unknown as QuestionnaireAnswers;

function QuestionForm({ questionnaire }: { readonly questionnaire: Questionnaire }) {
  const id = useId();
  const navigate = useNavigateToRoute();
  const [answers, setAnswers] = useState<QuestionnaireAnswers>(answersFromStore);
  const [missing, setMissing] = useState<readonly TendencyAnswerField[]>([]);
  const answered = questionnaire.questions.length - unansweredFields(questionnaire.questions, answers).length;
  // A refused 다음 is said once, by the summary: a new alert each press (keyed by it), so a press
  // that fixed nothing is said again. An answer after it only redraws the count: the polite
  // progress already says it, and an alert would talk over the radio just chosen.
  const [refusal, setRefusal] = useState<{ readonly press: number; readonly firstUnanswered: TendencyAnswerField } | null>(null);
  const [answeredSinceRefusal, setAnsweredSinceRefusal] = useState(false);

  // Focus moves once the messages are drawn, so the question focused is read with its own (its description).
  useEffect(() => {
    if (refusal) document.getElementById(`${id}-${refusal.firstUnanswered}`)?.focus();
  }, [id, refusal]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const unanswered = unansweredFields(questionnaire.questions, answers);
    setMissing(unanswered);
    const first = unanswered[0];
    if (first) {
      setRefusal((last) => ({ press: (last?.press ?? 0) + 1, firstUnanswered: first }));
      setAnsweredSinceRefusal(false);
      return;
    }
    Object.assign(investorInfoStore, answers);
    navigate({ route: '/investment-analysis/danger-notice' });
  };

  return (
    <form className="jg-investor-form" noValidate onSubmit={submit}>
      <p className="jg-investor__progress" aria-live="polite">
        {questionnaire.questions.length}문항 중 {answered}문항에 답했어요
      </p>
      {questionnaire.questions.map((question, index) => (
        <ChoiceGroup
          key={question.field}
          id={`${id}-${question.field}`}
          legend={`${index + 1}. ${question.title}`}
          choices={question.options.map((option) => ({ value: option.code, label: option.label }))}
          value={answers[question.field]}
          onChange={(code) => {
            setAnswers((current) => ({ ...current, [question.field]: code }));
            Object.assign(investorInfoStore, { [question.field]: code });
            setMissing((current) => current.filter((field) => field !== question.field));
            setAnsweredSinceRefusal(true);
          }}
          error={missing.includes(question.field) ? '이 문항에 답해주세요.' : undefined}
          required
          announceError={false}
        />
      ))}
      {missing.length === 0 ? null : answeredSinceRefusal ? (
        <p className="jg-investor-form__failure">답하지 않은 문항이 {missing.length}개 있어요.</p>
      ) : (
        <p key={refusal?.press} className="jg-investor-form__failure" role="alert">
          답하지 않은 문항이 {missing.length}개 있어요.
        </p>
      )}
      <div className="jg-investor__actions">
        <Button type="submit" status="primary" size="full">
          다음
        </Button>
        <LeaveFlowButton />
      </div>
    </form>
  );
}

/**
 * /investment-analysis/personal-question: the questionnaire for the member's kind (individual
 * or corporate answer codes, from the server), every question required; an unanswered one is
 * named and focused. Answers are kept in app-core's investor information. Reached without the
 * consent step, it sends the member there first.
 *
 * @example
 * <PersonalQuestionScreen />
 */
export function PersonalQuestionScreen() {
  const navigate = useNavigateToRoute();
  const member = useQuery(memberInfoQuery());
  const kind = member.data?.individualCorpCode;
  const questionnaire = useQuery({ ...investorQueries.questionnaire(kind ?? 'INDIVIDUAL'), enabled: kind !== undefined });
  const consented = investorInfoStore.investPersonInformOfferYn === 'Y' && investorInfoStore.personalInfoAgreeYn === 'Y';

  return (
    <div className="jg-investor">
      <h1 className="jg-investor__title">투자성향 질문</h1>
      {consented ? (
        member.isError && member.data === undefined ? (
          <ErrorState title="불러오지 못했어요" description="투자성향 질문을 불러오지 못했어요." onRetry={() => void member.refetch()} />
        ) : (
          <QueryState query={questionnaire} errorTitle="불러오지 못했어요" errorText="투자성향 질문을 불러오지 못했어요.">
            {(data) => <QuestionForm questionnaire={data} />}
          </QueryState>
        )
      ) : (
        <EmptyState
          title="투자자 정보 제공 동의가 먼저 필요해요"
          description="투자자 정보 제공 여부를 선택한 뒤 질문에 답할 수 있어요."
          action={
            <Button status="primary" size="full" onClick={() => navigate({ route: '/investment-analysis/personal-analysis' })}>
              투자자 정보 확인하기
            </Button>
          }
        />
      )}
    </div>
  );
}
