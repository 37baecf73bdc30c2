import { characterCount } from '@jogak/domain-rules';
import type { BoardCategory } from '../board-labels/board-labels';

/** What the member has typed in the inquiry form; nothing here is lost when a submit fails. */
export interface QnaFormValues {
  category: BoardCategory | '';
  title: string;
  contents: string;
}

export type QnaFormErrors = Partial<Record<keyof QnaFormValues, string>>;

/** The contract's limits of `QnaInput`, in characters as its JSON-Schema counts them (code points: an emoji is one). */
export const QNA_TITLE_MAX = 100;
export const QNA_CONTENTS_MAX = 1000;

/**
 * The Korean message of every field that cannot be sent yet; empty when the inquiry can go.
 *
 * @example
 * validateQna({ category: '', title: ' ', contents: '주문이 안 돼요' })
 * // { category: '문의 유형을 선택해주세요.', title: '제목을 입력해주세요.' }
 */
export function validateQna(values: QnaFormValues): QnaFormErrors {
  const errors: QnaFormErrors = {};
  if (values.category === '') errors.category = '문의 유형을 선택해주세요.';
  const title = values.title.trim();
  const titleLength = characterCount(title);
  if (title === '') errors.title = '제목을 입력해주세요.';
  else if (titleLength > QNA_TITLE_MAX) errors.title = `제목은 ${QNA_TITLE_MAX}자까지 쓸 수 있어요. (지금 ${titleLength}자)`;
  const contents = values.contents.trim();
  const contentsLength = characterCount(contents);
  if (contents === '') errors.contents = '내용을 입력해주세요.';
  else if (contentsLength > QNA_CONTENTS_MAX) errors.contents = `내용은 1,000자까지 쓸 수 있어요. (지금 ${contentsLength.toLocaleString('ko-KR')}자)`;
  return errors;
}
