// @vitest-environment node
import { readFileSync } from 'node:fs';
import { cssRuleBody } from '@jogak/feature-testing';
import { describe, expect, it } from 'vitest';

const stylesheet = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

const ruleBody = (selector: string) => cssRuleBody(stylesheet, selector);

// ui-kit's --jg-color-border-control keeps 3:1 against white and the grey card (its tokens test),
// as ui-kit's own fields (TextField, QuantityInput) draw theirs.
describe('styles.css 컨트롤 경계 (WCAG 1.4.11)', () => {
  it.each(['.jg-trade-search', '.jg-trade-price-input__control input', '.jg-trade-price-input__control button'])('%s 의 테두리는 컨트롤 경계선 색이다', (selector) => {
    expect(ruleBody(selector)).toContain('border: 1px solid var(--jg-color-border-control);');
  });
});
