// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cssVariableEntries, cssVariableName, tokenVar, tokens } from './tokens';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** WCAG 2.x contrast ratio of two `#rrggbb` colours. */
function contrastRatio(first: string, second: string): number {
  const luminance = (hex: string): number => {
    const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The declarations of the rule whose selector is exactly `selector` in a stylesheet's text. */
function ruleBody(stylesheet: string, selector: string): string {
  const start = stylesheet.indexOf(`\n${selector} {`);
  expect(start, `${selector} is styled`).toBeGreaterThanOrEqual(0);
  return stylesheet.slice(start, stylesheet.indexOf('}', start));
}

function componentCss(path: string): string {
  return readFileSync(new URL(path, import.meta.url), 'utf8');
}

function declaredVariables(source: string): Array<[string, string]> {
  return [...source.matchAll(/^\s*(--jg-[a-z0-9-]+):\s*(.+);$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']);
}

describe('tokens', () => {
  it('tokens.css는 tokens.ts와 같은 변수와 값을 같은 순서로 선언한다', () => {
    expect(declaredVariables(css)).toEqual(cssVariableEntries());
  });

  it('/my의 보라색 헤더는 토큰이다', () => {
    expect(cssVariableName('color', 'headerMy')).toBe('--jg-color-header-my');
    expect(tokenVar.color.headerMy).toBe('var(--jg-color-header-my)');
    expect(tokens.color.headerMy).toBe('#6d3bf5');
  });

  it('모달 300ms, 슬라이드 400ms, 터치 영역 44px', () => {
    expect(tokens.motion.modal).toBe('300ms');
    expect(tokens.motion.slide).toBe('400ms');
    expect(tokens.size.touchTarget).toBe('44px');
    expect(tokenVar.size.touchTarget).toBe('var(--jg-size-touch-target)');
  });

  it('한글 글꼴 스택은 Pretendard로 시작한다', () => {
    expect(tokens.font.family.startsWith("'Pretendard Variable', Pretendard")).toBe(true);
  });

  it('대비 계산: 흰색과 검정은 21:1, 예전 테두리 #e2e2e8은 흰 바탕에서 1.29:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#e2e2e8', '#ffffff')).toBeCloseTo(1.29, 2);
  });

  it('컨트롤의 경계선 색은 흰 바탕과 옅은 회색 바탕 모두에서 3:1 이상이다 (WCAG 1.4.11)', () => {
    expect(cssVariableName('color', 'borderControl')).toBe('--jg-color-border-control');
    expect(contrastRatio(tokens.color.borderControl, tokens.color.surface)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(tokens.color.borderControl, tokens.color.surfaceSubtle)).toBeGreaterThanOrEqual(3);
  });

  it('체크박스 상자와 입력 칸의 테두리는 컨트롤 경계선 색을 쓴다', () => {
    const control = 'var(--jg-color-border-control)';
    expect(ruleBody(componentCss('../checkbox/checkbox.css'), '.jg-checkbox__box')).toContain(`border: 1.5px solid ${control};`);
    // TextField and MoneyInput (a TextField) draw `.jg-field__control`.
    expect(ruleBody(componentCss('../text-field/text-field.css'), '.jg-field__control')).toContain(`border: 1px solid ${control};`);
    expect(ruleBody(componentCss('../quantity-input/quantity-input.css'), '.jg-quantity__control')).toContain(`border: 1px solid ${control};`);
  });
});
