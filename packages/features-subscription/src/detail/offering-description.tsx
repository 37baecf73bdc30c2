import { RichText } from '@jogak/ui-kit';

/**
 * 상품 설명's rich text: a module of its own, loaded when the section shows (`lazyPart`), so the
 * sanitiser and its allow-list are not part of the offering's first download (issue #18).
 */
export function OfferingDescription({ html }: { readonly html: string }) {
  return <RichText html={html} />;
}
