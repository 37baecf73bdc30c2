const SYMBOL_NAMES: Readonly<Record<string, string>> = {
  '!': '느낌표',
  '@': '골뱅이',
  '#': '샵',
  $: '달러',
  '%': '퍼센트',
  '^': '캐럿',
  '&': '앤드',
  '*': '별표',
  '(': '여는 소괄호',
  ')': '닫는 소괄호',
  '-': '빼기',
  _: '밑줄',
  '=': '등호',
  '+': '더하기',
  '[': '여는 대괄호',
  ']': '닫는 대괄호',
  '{': '여는 중괄호',
  '}': '닫는 중괄호',
  '\\': '역슬래시',
  '|': '세로 막대',
  ';': '세미콜론',
  ':': '콜론',
  "'": '작은따옴표',
  '"': '큰따옴표',
  ',': '쉼표',
  '.': '마침표',
  '<': '왼쪽 꺾쇠',
  '>': '오른쪽 꺾쇠',
  '/': '슬래시',
  '?': '물음표',
  '`': '백틱',
  '~': '물결표',
};

/**
 * The Korean spoken label of a key for the screen-reader mode.
 *
 * @example
 * spokenLabel('7'); // '숫자 7'
 * spokenLabel('a'); // '소문자 a'
 * spokenLabel('?'); // '물음표'
 */
export function spokenLabel(character: string): string {
  if (/^[0-9]$/.test(character)) return `숫자 ${character}`;
  if (/^[a-z]$/.test(character)) return `소문자 ${character}`;
  if (/^[A-Z]$/.test(character)) return `대문자 ${character}`;
  return SYMBOL_NAMES[character] ?? character;
}
