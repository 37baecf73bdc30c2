/**
 * The inline CSS rich text may keep. Spec §5 allows the `style` attribute so that a notice can
 * colour, weigh and align its text; a blocklist could never keep up with what else CSS can do
 * (`position:fixed;inset:0` paints a fake screen over the app, `\75 rl(` is `url(` to a browser),
 * so every declaration must name a property below and its value must parse with that property's
 * small grammar. Everything else is dropped.
 */

/** CSS named colours (CSS Color 4), plus `transparent` and `currentcolor`. */
const NAMED_COLORS: ReadonlySet<string> = new Set([
  'aliceblue', 'antiquewhite', 'aqua', 'aquamarine', 'azure', 'beige', 'bisque', 'black',
  'blanchedalmond', 'blue', 'blueviolet', 'brown', 'burlywood', 'cadetblue', 'chartreuse',
  'chocolate', 'coral', 'cornflowerblue', 'cornsilk', 'crimson', 'cyan', 'darkblue', 'darkcyan',
  'darkgoldenrod', 'darkgray', 'darkgreen', 'darkgrey', 'darkkhaki', 'darkmagenta', 'darkolivegreen',
  'darkorange', 'darkorchid', 'darkred', 'darksalmon', 'darkseagreen', 'darkslateblue', 'darkslategray',
  'darkslategrey', 'darkturquoise', 'darkviolet', 'deeppink', 'deepskyblue', 'dimgray', 'dimgrey',
  'dodgerblue', 'firebrick', 'floralwhite', 'forestgreen', 'fuchsia', 'gainsboro', 'ghostwhite', 'gold',
  'goldenrod', 'gray', 'green', 'greenyellow', 'grey', 'honeydew', 'hotpink', 'indianred', 'indigo',
  'ivory', 'khaki', 'lavender', 'lavenderblush', 'lawngreen', 'lemonchiffon', 'lightblue', 'lightcoral',
  'lightcyan', 'lightgoldenrodyellow', 'lightgray', 'lightgreen', 'lightgrey', 'lightpink', 'lightsalmon',
  'lightseagreen', 'lightskyblue', 'lightslategray', 'lightslategrey', 'lightsteelblue', 'lightyellow',
  'lime', 'limegreen', 'linen', 'magenta', 'maroon', 'mediumaquamarine', 'mediumblue', 'mediumorchid',
  'mediumpurple', 'mediumseagreen', 'mediumslateblue', 'mediumspringgreen', 'mediumturquoise',
  'mediumvioletred', 'midnightblue', 'mintcream', 'mistyrose', 'moccasin', 'navajowhite', 'navy',
  'oldlace', 'olive', 'olivedrab', 'orange', 'orangered', 'orchid', 'palegoldenrod', 'palegreen',
  'paleturquoise', 'palevioletred', 'papayawhip', 'peachpuff', 'peru', 'pink', 'plum', 'powderblue',
  'purple', 'rebeccapurple', 'red', 'rosybrown', 'royalblue', 'saddlebrown', 'salmon', 'sandybrown',
  'seagreen', 'seashell', 'sienna', 'silver', 'skyblue', 'slateblue', 'slategray', 'slategrey', 'snow',
  'springgreen', 'steelblue', 'tan', 'teal', 'thistle', 'tomato', 'turquoise', 'violet', 'wheat', 'white',
  'whitesmoke', 'yellow', 'yellowgreen', 'transparent', 'currentcolor',
]);

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
const COLOR_FUNCTION = /^(rgba?|hsla?)\(([^()]*)\)$/;
const NUMBER_OR_PERCENT = /^(?:\d+|\d*\.\d+)%?$/;
const PERCENT = /^(?:\d+|\d*\.\d+)%$/;
const HUE = /^(?:\d+|\d*\.\d+)(?:deg)?$/;

/**
 * Every character a kept value may contain, before it is lowercased: ASCII letters and digits,
 * `#`, `%`, `.`, `,`, `-`, parentheses and CSS whitespace. This alone rules out escapes (`\`),
 * comments (`/*`), strings, `!important`, `@import` and `;`/`:` smuggled inside a value.
 */
const VALUE_CHARACTERS = /^[a-zA-Z0-9#%.,() \t\n\r\f-]+$/;
const PROPERTY_NAME = /^[a-zA-Z-]+$/;

function isColor(token: string): boolean {
  if (NAMED_COLORS.has(token) || HEX_COLOR.test(token)) return true;
  const call = COLOR_FUNCTION.exec(token);
  if (!call) return false;
  const [, name, argumentList = ''] = call;
  const args = argumentList.split(',').map((arg) => arg.trim());
  const [first = '', second = '', third = '', alpha] = args;
  if (args.length !== 3 && args.length !== 4) return false;
  if (alpha !== undefined && !NUMBER_OR_PERCENT.test(alpha)) return false;
  if (name === 'rgb' || name === 'rgba') return [first, second, third].every((arg) => NUMBER_OR_PERCENT.test(arg));
  return HUE.test(first) && PERCENT.test(second) && PERCENT.test(third);
}

const TEXT_ALIGN: ReadonlySet<string> = new Set(['left', 'right', 'center', 'justify', 'start', 'end']);
const FONT_WEIGHT: ReadonlySet<string> = new Set([
  'normal', 'bold', 'bolder', 'lighter', '100', '200', '300', '400', '500', '600', '700', '800', '900',
]);
const FONT_STYLE: ReadonlySet<string> = new Set(['normal', 'italic', 'oblique']);
const DECORATION_LINES: ReadonlySet<string> = new Set(['underline', 'overline', 'line-through']);
const BORDER_STYLES: ReadonlySet<string> = new Set([
  'none', 'hidden', 'solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'inset', 'outset',
]);
const BORDER_COLLAPSE: ReadonlySet<string> = new Set(['collapse', 'separate']);
const BORDER_WIDTH_KEYWORDS: ReadonlySet<string> = new Set(['thin', 'medium', 'thick']);
/** Table rules, not slabs: a 9999px border would paint a block of colour as large as a screen. */
const MAX_BORDER_PX = 10;

/** `0`, `thin`/`medium`/`thick` or up to 10px. */
function isBorderWidth(token: string): boolean {
  if (token === '0' || BORDER_WIDTH_KEYWORDS.has(token)) return true;
  const px = /^(\d+|\d*\.\d+)px$/.exec(token)?.[1];
  return px !== undefined && Number(px) <= MAX_BORDER_PX;
}

/** A percentage of the containing block, at most 100%: never viewport units or fixed lengths. */
function isPercentSize(token: string): boolean {
  return PERCENT.test(token) && Number(token.slice(0, -1)) <= 100;
}

const one = (check: (token: string) => boolean) => (tokens: readonly string[]) =>
  tokens.length === 1 && check(tokens[0] ?? '');
const oneToFour = (check: (token: string) => boolean) => (tokens: readonly string[]) =>
  tokens.length >= 1 && tokens.length <= 4 && tokens.every(check);

/** `none`, or one to three different lines. */
function isTextDecoration(tokens: readonly string[]): boolean {
  if (tokens.length === 1 && tokens[0] === 'none') return true;
  return tokens.length >= 1 && new Set(tokens).size === tokens.length && tokens.every((token) => DECORATION_LINES.has(token));
}

/** The `border` shorthand: a width, a style and a colour, each at most once, in any order. */
function isBorder(tokens: readonly string[]): boolean {
  const seen = new Set<string>();
  for (const token of tokens) {
    const part = isBorderWidth(token) ? 'width' : BORDER_STYLES.has(token) ? 'style' : isColor(token) ? 'color' : undefined;
    if (part === undefined || seen.has(part)) return false;
    seen.add(part);
  }
  return seen.size > 0;
}

/**
 * The allowed properties and, for each, whether a value (already lowercased and split into
 * tokens) is acceptable.
 */
const ALLOWED_PROPERTIES: ReadonlyMap<string, (tokens: readonly string[]) => boolean> = new Map([
  ['color', one(isColor)],
  ['background-color', one(isColor)],
  ['text-align', one((token) => TEXT_ALIGN.has(token))],
  ['font-weight', one((token) => FONT_WEIGHT.has(token))],
  ['font-style', one((token) => FONT_STYLE.has(token))],
  ['text-decoration', isTextDecoration],
  ['width', one(isPercentSize)],
  ['height', one(isPercentSize)],
  ['border', isBorder],
  ['border-width', oneToFour(isBorderWidth)],
  ['border-style', oneToFour((token) => BORDER_STYLES.has(token))],
  ['border-color', oneToFour(isColor)],
  ['border-collapse', one((token) => BORDER_COLLAPSE.has(token))],
]);

/** The CSS properties a rich-text `style` attribute may set. */
export const RICH_TEXT_ALLOWED_STYLE_PROPERTIES: readonly string[] = [...ALLOWED_PROPERTIES.keys()];

/** Splits a value into tokens, or `undefined` when it does not tokenise cleanly (a stray or nested parenthesis). */
function tokenize(value: string): string[] | undefined {
  const tokens: string[] = [];
  // One token: a function with flat arguments (`rgb(1, 2, 3)`) or a run without spaces and parentheses.
  const token = / ?([a-z]+\([^()]*\)|[^ ()]+) ?/y;
  while (token.lastIndex < value.length) {
    const match = token.exec(value);
    if (!match?.[1]) return undefined;
    tokens.push(match[1]);
  }
  return tokens;
}

/**
 * Keeps only the declarations of an inline `style` that are on the rich-text allow-list, with
 * values in that property's grammar (colours: named, `#hex`, `rgb()`/`rgba()`/`hsl()`/`hsla()`
 * with numeric arguments; sizes: `%` up to 100; borders up to 10px). The result is rewritten
 * from the parsed parts as `property: value; …` (lowercase, single spaces), so the browser reads
 * exactly what was checked; `''` when nothing is left.
 *
 * @example
 * sanitizeStyle('COLOR: Red; position: fixed; inset: 0; text-align:center');
 * // 'color: red; text-align: center'
 * sanitizeStyle('background: \\75 rl(https://evil.example/t.png)'); // ''
 */
export function sanitizeStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const rawValue = declaration.slice(colon + 1).trim().replace(/[ \t\n\r\f]+/g, ' ');
    if (!PROPERTY_NAME.test(name) || !VALUE_CHARACTERS.test(rawValue)) continue;
    const property = name.toLowerCase();
    const accepts = ALLOWED_PROPERTIES.get(property);
    const tokens = tokenize(rawValue.toLowerCase());
    if (!accepts || !tokens || !accepts(tokens)) continue;
    kept.push(`${property}: ${tokens.join(' ')}`);
  }
  return kept.join('; ');
}
