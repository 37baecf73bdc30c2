import type { components } from '@jogak/api-client';
import { matchesSearch } from '@jogak/domain-rules';

type Faq = components['schemas']['Faq'];

/** The words of rich text without its tags, for matching what a member searches. */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ');
}

/**
 * The questions whose question or answer contains every word searched (case and spacing
 * ignored on both sides, Hangul compared by jamo so a syllable still being typed matches, or by
 * initial consonants when only those were typed: domain-rules' `matchesSearch`); all of them for
 * an empty search.
 *
 * @example
 * matchingFaqs(faqs, '청약 취소').map((faq) => faq.question) // ['청약한 뒤에 취소할 수 있나요?']
 * matchingFaqs(faqs, '출금가능').map((faq) => faq.question) // ['출금은 얼마부터 가능한가요?'] (answer: …출금 가능 금액…)
 * matchingFaqs(faqs, 'ㅊㅇ ㅊㅅ').map((faq) => faq.question) // ['청약한 뒤에 취소할 수 있나요?']
 */
export function matchingFaqs(faqs: readonly Faq[], search: string): Faq[] {
  const words = search.split(/\s+/).filter(Boolean);
  return faqs.filter((faq) => {
    // Question and answer apart: with the spaces gone, a word must not match across the two.
    const texts = [faq.question, plainText(faq.answer)];
    return words.every((word) => texts.some((text) => matchesSearch(text, word)));
  });
}
