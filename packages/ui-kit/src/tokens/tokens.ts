/**
 * The design tokens, the typed mirror of `tokens.css`.
 *
 * `tokens` holds the raw values (for canvas drawing, tests and native bridges that cannot read
 * CSS); `tokenVar` holds the `var(--jg-…)` references components and apps use in styles, so a
 * theme can override the custom property without touching TypeScript.
 */
export const tokens = {
  color: {
    primary: '#6d3bf5',
    primaryStrong: '#5526d9',
    primaryLight: '#efe9fe',
    /** The purple header of /my (spec §2). */
    headerMy: '#6d3bf5',
    headerMyText: '#ffffff',
    headerDefault: '#ffffff',
    headerDefaultText: '#17171b',
    text: '#17171b',
    textSecondary: '#595963',
    textMuted: '#6b6b76',
    textInverse: '#ffffff',
    surface: '#ffffff',
    surfaceSubtle: '#f5f5f8',
    /** Dividers and card outlines: decoration, drawn faintly. */
    border: '#e2e2e8',
    /**
     * The boundary of a control (a checkbox's box, a text field, a switch's off track): what shows
     * there is one, so at least 3:1 against `surface` and `surfaceSubtle` (WCAG 1.4.11).
     */
    borderControl: '#868691',
    borderStrong: '#17171b',
    muted: '#e9e9ee',
    mutedText: '#595963',
    overlay: 'rgba(0, 0, 0, 0.5)',
    danger: '#d92d20',
    /** A rising price (spec §9: positive red). */
    rise: '#d7261e',
    /** A falling price (spec §9: negative blue). */
    fall: '#1d5fd6',
    flat: '#17171b',
    focus: '#1d5fd6',
    skeleton: '#ececf1',
  },
  font: {
    family:
      "'Pretendard Variable', Pretendard, 'Pretendard Fallback', -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif",
    familyMono: "ui-monospace, 'SF Mono', Menlo, Consolas, monospace",
    sizeXs: '12px',
    sizeSm: '14px',
    sizeMd: '16px',
    sizeLg: '18px',
    sizeXl: '20px',
    size2xl: '24px',
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '700',
    lineHeight: '1.5',
    lineHeightTight: '1.3',
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '20px',
    xxl: '24px',
    xxxl: '32px',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    xl: '16px',
    pill: '999px',
  },
  elevation: {
    low: '0 1px 2px rgba(23, 23, 27, 0.08)',
    medium: '0 4px 12px rgba(23, 23, 27, 0.12)',
    high: '0 12px 32px rgba(23, 23, 27, 0.2)',
  },
  size: {
    /** The minimum touch target (WCAG 2.5.5). */
    touchTarget: '44px',
    headerHeight: '56px',
    bottomNavHeight: '64px',
    /** The full and large buttons' height: sticky action bars count it to keep focus in view. */
    buttonHeightLarge: '52px',
  },
  motion: {
    /** Modal open/close (spec §9). */
    modal: '300ms',
    /** Gallery slide (spec §9). */
    slide: '400ms',
    fast: '150ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  layer: {
    header: '100',
    bottomNav: '100',
    sheet: '900',
    dialog: '1000',
    toast: '1100',
  },
} as const;

export type Tokens = typeof tokens;
export type TokenGroup = keyof Tokens;

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * The CSS custom property name of a token.
 *
 * @example
 * cssVariableName('color', 'headerMy'); // '--jg-color-header-my'
 */
export function cssVariableName<G extends TokenGroup>(group: G, name: keyof Tokens[G] & string): string {
  return `--jg-${kebab(group)}-${kebab(name)}`;
}

type TokenVars = { readonly [G in TokenGroup]: { readonly [K in keyof Tokens[G]]: string } };

function buildTokenVars(): TokenVars {
  const out: Record<string, Record<string, string>> = {};
  for (const [group, values] of Object.entries(tokens)) {
    const vars: Record<string, string> = {};
    for (const name of Object.keys(values)) {
      vars[name] = `var(${cssVariableName(group as TokenGroup, name as never)})`;
    }
    out[group] = vars;
  }
  return out as TokenVars;
}

/**
 * `var(--jg-…)` references for every token, for inline styles.
 *
 * @example
 * <header style={{ background: tokenVar.color.headerMy }} />
 */
export const tokenVar: TokenVars = buildTokenVars();

/**
 * Every token as a `[custom property, value]` pair, in declaration order (what `tokens.css` declares).
 *
 * @example
 * cssVariableEntries()[0]; // ['--jg-color-primary', '#6d3bf5']
 */
export function cssVariableEntries(): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const [group, values] of Object.entries(tokens)) {
    for (const [name, value] of Object.entries(values)) {
      entries.push([cssVariableName(group as TokenGroup, name as never), value]);
    }
  }
  return entries;
}
