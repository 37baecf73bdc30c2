import { render } from '@testing-library/react';
import corpus from 'virtual:xss-corpus';
import { Fragment } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RichText } from './rich-text';
import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS, sanitizeHtml } from './sanitize-html';
import { sanitizeStyle } from './sanitize-style';

/**
 * The security test of RichText in real Chromium, over every payload of the PayloadsAllTheThings
 * intruder lists and every DOMPurify fixture (`<repo>/../shared/corpora/xss`).
 */

const executions: string[] = [];
const trapped = ['alert', 'confirm', 'prompt', 'print', 'open'] as const;
type Trapped = (typeof trapped)[number];
const originals = new Map<Trapped, unknown>();

/** Any script that runs and reaches for the usual sinks springs this. */
function installTrap(): void {
  for (const name of trapped) {
    originals.set(name, window[name]);
    Object.defineProperty(window, name, {
      configurable: true,
      writable: true,
      value: (...args: unknown[]) => {
        executions.push(`${name}(${args.map(String).join(',')})`);
      },
    });
  }
  window.addEventListener('securitypolicyviolation', (e) => executions.push(`csp:${e.violatedDirective}`));
}

const allowedTags = new Set(RICH_TEXT_ALLOWED_TAGS);
// `rel` is ours: added to target=_blank links after sanitising.
const allowedAttributes = new Set([...RICH_TEXT_ALLOWED_ATTRIBUTES, 'rel']);
const scriptUrl = /^(javascript|vbscript|livescript):|^data:(text\/html|image\/svg|application)/i;

/** Everything that would let markup run script, as `problem @ tag`. */
function dangersIn(root: Element): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.localName;
    if (!allowedTags.has(tag)) found.push(`tag ${tag}`);
    for (const { name, value } of el.attributes) {
      if (name.startsWith('on')) found.push(`handler ${name} @ ${tag}`);
      if (name.startsWith('data-')) found.push(`data attribute ${name} @ ${tag}`);
      // DOMPurify empties `is` rather than removing it: once parsed, an element keeps its `is`
      // value and would serialise it back. An empty value names no custom element, so it is inert.
      const inertIs = name === 'is' && value === '';
      if (!allowedAttributes.has(name) && !inertIs) found.push(`attribute ${name} @ ${tag}`);
      // Browsers ignore ASCII whitespace and control characters inside a scheme.
      const squeezed = [...value].filter((c) => c.charCodeAt(0) > 0x20 && (c.charCodeAt(0) < 0x7f || c.charCodeAt(0) > 0x9f)).join('');
      if ((name === 'href' || name === 'src') && scriptUrl.test(squeezed)) found.push(`script URL ${name} @ ${tag}`);
    }
    // A kept style is exactly what the CSS allow-list writes, so it says nothing more.
    const style = el.getAttribute('style');
    if (style !== null && sanitizeStyle(style) !== style) found.push(`style off the CSS allow-list @ ${tag}`);
    if (getComputedStyle(el).position !== 'static') found.push(`positioned (${getComputedStyle(el).position}) @ ${tag}`);
    if (tag === 'a' && el.getAttribute('target') === '_blank' && el.getAttribute('rel') !== 'noopener noreferrer') {
      found.push('target=_blank without rel=noopener noreferrer');
    }
  }
  return found;
}

/**
 * Fixtures where our output is stricter than "DOMPurify's expected output, then our allow-list",
 * with what we produce. Both cases drop text that default DOMPurify keeps:
 * - a `<form>` clobbered by `<input name=…>`: default DOMPurify allows form and only drops the
 *   input; ours does not allow form, and a clobbered element is removed whole, text included;
 * - `<isindex>`: the expected output is a legacy browser's expansion; Chromium parses an unknown
 *   element, which is not on our list and has no content.
 */
const STRICTER_THAN_EXPECTED: Record<number, string> = {
  25: '',
  26: '',
  28: '',
  29: '',
  30: '',
  31: '',
  54: '',
  57: '',
};

const SENTINEL = 'alert(sentinel)';

/**
 * Waits, on outcomes rather than a fixed time, until whatever the rendered payloads set off would
 * have run: every image in `root` has loaded or failed (a browser sets `complete` in the same task
 * that fires `load`/`error`); then an unsanitised probe appended after them springs the trap with
 * SENTINEL from its error handler; then two animation frames pass, by which autofocus, animation
 * and toggle events have fired. Afterwards SENTINEL must be the only execution.
 */
async function settle(root: ParentNode): Promise<void> {
  await expect.poll(() => [...root.querySelectorAll('img')].filter((img) => !img.complete).map((img) => img.src)).toEqual([]);
  const probe = document.createElement('div');
  probe.innerHTML = '<img src="/__xss_sentinel_missing__.png" onerror="alert(\'sentinel\')">';
  document.body.append(probe);
  await expect.poll(() => executions.includes(SENTINEL)).toBe(true);
  probe.remove();
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

beforeAll(() => {
  if (!corpus.found) {
    throw new Error(
      `XSS corpus missing: expected ${corpus.dir} (the shared/ folder beside the repository, with ` +
        'payloadsallthethings-xss-intruders/*.txt and dompurify-expect.json). Clone or mount it there and run again.',
    );
  }
  installTrap();
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('RichText inline styles (Chromium)', () => {
  it('a fake full screen stays in the flow, and an escaped url() loads nothing', () => {
    const { container } = render(
      <RichText
        html={
          '<div style="position:fixed;inset:0;z-index:2147483647;width:100vw;height:9999px;margin:-50px;background:\\75 rl(/__never__.png);color:red">가짜 화면</div>' +
          '<p style="background-color:\\75 rl(/__never__.png);POSITION:FIXED;co/**/lor:blue">a</p>'
        }
      />,
    );
    // `id` is off the attribute allow-list: find the two elements by position.
    const [fake, escaped] = container.querySelector('.jg-rich-text')?.children ?? [];
    if (!fake || !escaped) throw new Error('rich text lost its elements');
    expect(fake.getAttribute('style')).toBe('color: red');
    expect(escaped.hasAttribute('style')).toBe(false);
    const fakeStyle = getComputedStyle(fake);
    expect([fakeStyle.position, fakeStyle.zIndex, fakeStyle.marginTop, fakeStyle.backgroundImage]).toEqual(['static', 'auto', '0px', 'none']);
    expect(fakeStyle.color).toBe('rgb(255, 0, 0)');
    expect(getComputedStyle(escaped).backgroundImage).toBe('none');
  });
});

describe('RichText XSS corpus (Chromium)', () => {
  it('the trap works: unsanitised markup that runs script springs it', async () => {
    const probe = document.createElement('div');
    probe.innerHTML = '<img src="/__xss_probe_missing__.png" onerror="alert(\'probe\')">';
    document.body.append(probe);
    await expect.poll(() => executions).toEqual(['alert(probe)']);
    executions.length = 0;
  });

  it('every PayloadsAllTheThings payload: nothing dangerous survives, nothing executes', async () => {
    const payloads = corpus.payloadFiles.flatMap((f) => f.payloads.map((p, i) => ({ id: `${f.name}:${i + 1}`, p })));
    const { container } = render(
      <>
        {payloads.map(({ id, p }) => (
          <Fragment key={id}>
            <RichText id={id} html={p} />
            {/* The headings moved into the page's outline: the sanitised HTML parsed once more. */}
            <RichText id={`${id} (headingLevel 3)`} html={p} headingLevel={3} />
          </Fragment>
        ))}
      </>,
    );
    const problems = [...container.querySelectorAll('.jg-rich-text')].flatMap((el) =>
      dangersIn(el).map((d) => `${el.id}: ${d}`),
    );
    await settle(container);
    console.info(
      `XSS intruders: ${payloads.length} payloads from ${corpus.payloadFiles.length} files; ` +
        `dangerous leftovers ${problems.length}; executions ${executions.filter((e) => e !== SENTINEL).length}`,
    );
    expect(payloads.length).toBe(2654);
    expect(problems).toEqual([]);
    expect(executions).toEqual([SENTINEL]);
    executions.length = 0;
  });

  it('every DOMPurify fixture: safe, and equal to the expected output after our allow-list', async () => {
    const { fixtures } = corpus;
    const mismatches: string[] = [];
    const { container } = render(
      <>
        {fixtures.map((f, i) => (
          <Fragment key={i}>
            <RichText id={`fixture-${i}`} html={f.payload} />
            <RichText id={`fixture-${i} (headingLevel 3)`} html={f.payload} headingLevel={3} />
          </Fragment>
        ))}
      </>,
    );
    const problems = [...container.querySelectorAll('.jg-rich-text')].flatMap((el) =>
      dangersIn(el).map((d) => `${el.id}: ${d}`),
    );
    fixtures.forEach((f, i) => {
      const ours = sanitizeHtml(f.payload);
      const expected = (Array.isArray(f.expected) ? f.expected : [f.expected]).map((e) => sanitizeHtml(e));
      const stricter = STRICTER_THAN_EXPECTED[i];
      if (stricter !== undefined) {
        if (ours !== stricter) mismatches.push(`#${i} (known stricter): got ${ours} want ${stricter}`);
        return;
      }
      if (!expected.includes(ours)) mismatches.push(`#${i} ${f.title ?? ''}: got ${ours} want ${expected.join(' | ')}`);
    });
    await settle(container);
    console.info(
      `DOMPurify fixtures: ${fixtures.length}; dangerous leftovers ${problems.length}; ` +
        `stricter than expected ${Object.keys(STRICTER_THAN_EXPECTED).length}; mismatches ${mismatches.length}; executions ${executions.filter((e) => e !== SENTINEL).length}`,
    );
    expect(fixtures.length).toBe(223);
    expect(problems).toEqual([]);
    expect(mismatches).toEqual([]);
    expect(executions).toEqual([SENTINEL]);
    executions.length = 0;
  });
});
