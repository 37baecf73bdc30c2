import type { components } from '@jogak/api-client';

type Faq = components['schemas']['Faq'];

/** The words of rich text without its tags, for matching what a member searches. */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ');
}

/**
 * The questions whose question or answer contains every word searched (case and spacing
 * ignored); all of them for an empty search.
 *
 * @example
 * matchingFaqs(faqs, '청약 취소').map((faq) => faq.question) // ['청약한 뒤에 취소할 수 있나요?']
 */
export function matchingFaqs(faqs: readonly Faq[], search: string): Faq[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const text = `${faq.question} ${plainText(faq.answer)}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
