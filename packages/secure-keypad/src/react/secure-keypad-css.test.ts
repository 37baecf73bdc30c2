// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const stylesheet = readFileSync(new URL('./secure-keypad.css', import.meta.url), 'utf8');

/** The declarations of the rule whose selector is exactly `selector`. */
function ruleBody(selector: string): string {
  const start = stylesheet.indexOf(`\n${selector} {`);
  if (start === -1) throw new Error(`No rule for ${selector}`);
  return stylesheet.slice(stylesheet.indexOf('{', start) + 1, stylesheet.indexOf('}', start));
}

describe('secure-keypad.css', () => {
  it('기본 테마 변수는 :root에 우선순위 없이 두어, 키패드의 어느 조상에서 정한 값도 이긴다', () => {
    expect(ruleBody(':where(:root)')).toContain('--jk-keypad-bg:');
    expect(ruleBody(':where(:root)')).toContain('--jk-keypad-error:');
    // Declared on .jk-keypad itself, a default would hide the value an ancestor sets.
    expect(ruleBody('.jk-keypad')).not.toMatch(/--jk-keypad-[\w-]+\s*:/);
  });
});
