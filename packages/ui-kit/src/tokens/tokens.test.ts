// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cssVariableEntries, cssVariableName, tokenVar, tokens } from './tokens';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

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
});
