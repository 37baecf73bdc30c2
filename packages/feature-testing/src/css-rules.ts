/**
 * The declarations of the rule whose selector is exactly `selector` in a stylesheet's text (the
 * rule must start a line): for a test that a package's CSS draws a part with a design token
 * (a control's boundary in `--jg-color-border-control`), where happy-dom computes no styles.
 * Throws when no rule has that selector, so a renamed class fails the test.
 *
 * @example
 * expect(cssRuleBody(stylesheet, '.jg-trade-search')).toContain('var(--jg-color-border-control)');
 */
export function cssRuleBody(stylesheet: string, selector: string): string {
  const start = stylesheet.indexOf(`\n${selector} {`);
  if (start === -1) throw new Error(`${selector} 규칙이 없어요.`);
  return stylesheet.slice(start, stylesheet.indexOf('}', start));
}
