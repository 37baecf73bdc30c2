import { onTestFinished } from 'vitest';

/** Which of `verdicts` the screen showed, in order, as its DOM changed: a passing one counts too. */
export function recordVerdicts(container: HTMLElement, verdicts: readonly string[]): readonly string[] {
  const shown: string[] = [];
  const note = () => {
    const verdict = verdicts.find((text) => container.textContent.includes(text));
    if (verdict && shown.at(-1) !== verdict) shown.push(verdict);
  };
  const observer = new MutationObserver(note);
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  onTestFinished(() => observer.disconnect());
  return shown;
}
