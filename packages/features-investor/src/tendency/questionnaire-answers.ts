import type { components } from '@jogak/api-client';
import type { QuestionnaireAnswers } from '@jogak/app-core';

type Schemas = components['schemas'];
export type TendencyAnswerField = Schemas['TendencyAnswerField'];

/** Every answer code of the questionnaire (spec §3), in the contract's order. */
export const ANSWER_FIELDS = [
  'ageGroupCod',
  'investProposeCod',
  'financePduUnderstandLevelCod',
  'investPossibleTermCod',
  'endureRiskLevelCod',
  'indivisualPropertySituationCod',
  'corporatePropertySituationCod',
  'incomeStatusCod',
  'investExperienceTermCd',
  'corporateRiskToleranceCod',
] as const satisfies readonly (TendencyAnswerField & keyof QuestionnaireAnswers)[];

/**
 * The fields of `questions` the member has not answered yet, in the questionnaire's order.
 *
 * @example
 * unansweredFields([{ field: 'ageGroupCod' }, { field: 'investProposeCod' }], { ...empty, ageGroupCod: '02' })
 * // ['investProposeCod']
 */
export function unansweredFields(questions: readonly { readonly field: TendencyAnswerField }[], answers: QuestionnaireAnswers): TendencyAnswerField[] {
  return questions.map((question) => question.field).filter((field) => answers[field] === '');
}

/**
 * The submission body: the consents, and each answer code, null for a question not asked of
 * this kind of member or when no information is given (then every answer is null).
 *
 * @example
 * tendencySubmission({ ...info, investPersonInformOfferYn: 'N' }).ageGroupCod // null
 */
export function tendencySubmission(
  info: QuestionnaireAnswers & {
    readonly investPersonInformOfferYn: 'Y' | 'N';
    readonly investRecommandHopeYn: 'Y' | 'N';
    readonly investInformChgMatterCod: string;
  },
): Schemas['TendencySubmission'] {
  const offered = info.investPersonInformOfferYn === 'Y';
  const answers = Object.fromEntries(ANSWER_FIELDS.map((field) => [field, offered && info[field] !== '' ? info[field] : null])) as Record<
    (typeof ANSWER_FIELDS)[number],
    string | null
  >;
  return {
    investPersonInformOfferYn: info.investPersonInformOfferYn,
    investRecommandHopeYn: info.investRecommandHopeYn,
    personalInfoAgreeYn: 'Y',
    investInformChgMatterCod: info.investInformChgMatterCod || 'ETC',
    ...answers,
  };
}
