// @vitest-environment node
import { readFileSync } from 'node:fs';
import { cssRuleBody } from '@jogak/feature-testing';
import { describe, expect, it } from 'vitest';

const stylesheet = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

const ruleBody = (selector: string) => cssRuleBody(stylesheet, selector);

// ui-kit's --jg-color-border-control keeps 3:1 against white and the grey card (its tokens test).
describe('styles.css 컨트롤 경계 (WCAG 1.4.11)', () => {
  it('꺼진 스위치의 트랙은 컨트롤 경계선 색으로 칠하고, 손잡이는 흰색이라 그 위에서 보인다', () => {
    expect(ruleBody('.jg-my-switch__input')).toContain('background: var(--jg-color-border-control);');
    expect(ruleBody('.jg-my-switch__input::after')).toContain('background: var(--jg-color-surface);');
  });

  it('탈퇴 이유(기타) 입력 칸의 테두리는 컨트롤 경계선 색이다', () => {
    expect(ruleBody('.jg-my-reasons__text')).toContain('border: 1px solid var(--jg-color-border-control);');
  });
});
