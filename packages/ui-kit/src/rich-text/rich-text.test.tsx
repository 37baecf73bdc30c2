// DOMPurify does not support happy-dom (it mis-sanitises there): these tests run in jsdom.
// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { RichText } from './rich-text';
import { RichTextLinkProvider } from './rich-text-links';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('script와 이벤트 핸들러를 지운다', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">안녕</p><script>alert(1)</script>')).toBe('<p>안녕</p>');
  });

  it('javascript: 링크의 href를 지운다', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('data- 와 aria- 속성은 허용 목록에 없다', () => {
    expect(sanitizeHtml('<span data-id="1" aria-label="a" title="c">t</span>')).toBe('<span title="c">t</span>');
  });

  it('class 는 모두 지운다: 앱의 전체 화면 층(app-frame, error-printer)이나 jg- 클래스를 빌려 앱 위에 그릴 수 없다', () => {
    expect(sanitizeHtml('<div class="app-frame"><h1>보안 점검</h1></div>')).toBe('<div><h1>보안 점검</h1></div>');
    expect(sanitizeHtml('<p class="error-printer">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<p class="jg-dialog__overlay note">공지</p>')).toBe('<p>공지</p>');
    expect(sanitizeHtml('<span class="jk-keypad__glyph">1</span>')).toBe('<span>1</span>');
  });

  it('target=_blank 링크에 rel="noopener noreferrer"를 붙인다', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">공지</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">공지</a>',
    );
  });

  it('_blank, _self 외의 target은 지운다', () => {
    expect(sanitizeHtml('<a href="/a" target="frame">a</a>')).toBe('<a href="/a">a</a>');
  });

  it('표, 목록, 제목, 코드, 이미지와 허용 속성은 남긴다', () => {
    const html =
      '<h2 title="t">제목</h2><ul><li><b>굵게</b></li></ul><table><tbody><tr><td colspan="2">칸</td></tr></tbody></table><pre><code>x</code></pre><img src="/a.png" alt="사진">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('허용 목록 밖의 태그는 내용만 남기거나 통째로 지운다', () => {
    expect(sanitizeHtml('<form><input value="1"><button>보내기</button></form><iframe src="/x"></iframe>')).toBe(
      '보내기',
    );
  });

  it('style 은 CSS 허용 목록의 선언만 남긴다', () => {
    expect(sanitizeHtml('<span style="color:red; text-align:center">a</span>')).toBe(
      '<span style="color: red; text-align: center">a</span>',
    );
    expect(sanitizeHtml('<span style="color: red">a</span>')).toBe('<span style="color: red">a</span>');
  });

  it('화면 전체를 덮는 가짜 화면은 style 을 통째로 잃는다', () => {
    expect(
      sanitizeHtml('<div style="position:fixed;inset:0;z-index:2147483647;background-color:#fff">본인 인증이 만료되었어요</div>'),
    ).toBe('<div style="background-color: #fff">본인 인증이 만료되었어요</div>');
    expect(sanitizeHtml('<div style="position:fixed;inset:0;z-index:2147483647">가짜</div>')).toBe('<div>가짜</div>');
  });

  it('url(), 이스케이프, expression, behavior, -moz-binding 은 남지 않는다', () => {
    expect(sanitizeHtml('<span style="background:url(https://evil.example/t.png)">a</span>')).toBe('<span>a</span>');
    expect(sanitizeHtml('<span style="background-color: \\75 rl(https://evil.example/t.png)">a</span>')).toBe('<span>a</span>');
    expect(sanitizeHtml('<p style="width: expression(alert(1))">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<p style="behavior: url(x.htc); -moz-binding: url(x.xml#x); color: blue">a</p>')).toBe(
      '<p style="color: blue">a</p>',
    );
  });

  it('주석, !important, 대문자, 화면 단위, 큰 고정 길이, 음수 여백도 지운다', () => {
    expect(
      sanitizeHtml(
        '<table style="POSITION: FIXED; posi/**/tion: fixed; color: red !important; width: 100vw; height: 9999px; margin: -9999px; border-collapse: collapse"><tbody><tr><td style="WIDTH: 50%; border: 1px solid #ddd">칸</td></tr></tbody></table>',
      ),
    ).toBe(
      '<table style="border-collapse: collapse"><tbody><tr><td style="width: 50%; border: 1px solid #ddd">칸</td></tr></tbody></table>',
    );
  });
});

describe('RichText', () => {
  it('정제한 HTML을 그린다', async () => {
    const { container } = render(<RichText html={'<p>공지 <img src="x" onerror="alert(1)" alt="배너"></p>'} />);
    expect(screen.getByText('공지')).toBeInTheDocument();
    expect(container.innerHTML).toBe('<div class="jg-rich-text"><p>공지 <img src="x" alt="배너"></p></div>');
    await expectNoAxeViolations(container);
  });

  it('as="span"으로 인라인 요소가 된다', () => {
    const { container } = render(<RichText as="span" className="line" html="<b>a</b>" />);
    expect(container.innerHTML).toBe('<span class="jg-rich-text line"><b>a</b></span>');
  });

  it('headingLevel: 글의 가장 높은 제목이 그 단계가 되고, 나머지는 간격을 지킨다', () => {
    const { container } = render(
      <RichText headingLevel={3} html={'<h1 title="t">안내</h1><p>본문</p><h2><b>일정</b></h2><h3 style="color: red">세부</h3>'} />,
    );
    expect(container.innerHTML).toBe(
      '<div class="jg-rich-text"><h3 title="t">안내</h3><p>본문</p><h4><b>일정</b></h4><h5 style="color: red">세부</h5></div>',
    );
    expect(screen.getByRole('heading', { level: 3, name: '안내' })).toBeInTheDocument();
  });

  it('headingLevel: 너무 낮은 제목은 올리고, h6 아래로는 내리지 않는다', () => {
    const { container, rerender } = render(<RichText headingLevel={3} html="<h5>a</h5><h6>b</h6>" />);
    expect(container.innerHTML).toBe('<div class="jg-rich-text"><h3>a</h3><h4>b</h4></div>');
    rerender(<RichText headingLevel={5} html="<h1>a</h1><h2>b</h2><h4>c</h4>" />);
    expect(container.innerHTML).toBe('<div class="jg-rich-text"><h5>a</h5><h6>b</h6><h6>c</h6></div>');
  });

  it('headingLevel 이 없으면 제목 단계는 그대로이고, 제목이 없는 글도 그대로다', () => {
    const { container, rerender } = render(<RichText html="<h1>a</h1>" />);
    expect(container.innerHTML).toBe('<div class="jg-rich-text"><h1>a</h1></div>');
    rerender(<RichText headingLevel={3} html="<p>a &amp; b</p>" />);
    expect(container.innerHTML).toBe('<div class="jg-rich-text"><p>a &amp; b</p></div>');
  });
});

describe('RichText 링크', () => {
  const NOTICE =
    '<p><a href="https://partner.example/event?id=7" target="_blank"><b>이벤트</b> 보기</a> · <a href="//other.example/x">다른 곳</a> · <a href="/notice/3?tab=2#top">공지 3</a> · <a href="mailto:help@jogak.example">문의</a></p>';

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Clicks a link and reports whether the browser would still follow it (default not prevented). */
  async function clickLink(name: string): Promise<boolean> {
    const link = screen.getByRole('link', { name });
    let followed = false;
    const observe = (event: Event) => {
      followed = !event.defaultPrevented;
      // jsdom would only log "navigation not implemented"; the outcome is read above.
      event.preventDefault();
    };
    window.addEventListener('click', observe);
    await userEvent.click(link);
    window.removeEventListener('click', observe);
    return followed;
  }

  it('밖으로 나가는 링크는 onOpenLink 에 절대 주소로 넘기고 이동은 막는다', async () => {
    const onOpenLink = vi.fn();
    render(
      <RichTextLinkProvider onOpenLink={onOpenLink}>
        <RichText html={NOTICE} />
      </RichTextLinkProvider>,
    );
    expect(await clickLink('이벤트 보기')).toBe(false);
    expect(await clickLink('다른 곳')).toBe(false);
    expect(await clickLink('문의')).toBe(false);
    expect(onOpenLink.mock.calls).toEqual([
      ['https://partner.example/event?id=7'],
      ['http://other.example/x'],
      ['mailto:help@jogak.example'],
    ]);
  });

  it('링크 안의 굵은 글자를 눌러도 링크로 처리한다', async () => {
    const onOpenLink = vi.fn();
    render(
      <RichTextLinkProvider onOpenLink={onOpenLink}>
        <RichText html={NOTICE} />
      </RichTextLinkProvider>,
    );
    await userEvent.click(screen.getByText('이벤트'));
    expect(onOpenLink.mock.calls).toEqual([['https://partner.example/event?id=7']]);
  });

  it('앱 안 링크는 onNavigate 가 있으면 경로로 넘기고 이동은 막는다', async () => {
    const onOpenLink = vi.fn();
    const onNavigate = vi.fn();
    render(
      <RichTextLinkProvider onOpenLink={onOpenLink} onNavigate={onNavigate}>
        <RichText html={`${NOTICE}<a href="${window.location.origin}/my">내 정보</a>`} />
      </RichTextLinkProvider>,
    );
    expect(await clickLink('공지 3')).toBe(false);
    expect(await clickLink('내 정보')).toBe(false);
    expect(onNavigate.mock.calls).toEqual([['/notice/3?tab=2#top'], ['/my']]);
    expect(onOpenLink).not.toHaveBeenCalled();
  });

  it('앱 안 링크는 onNavigate 가 없으면 브라우저에 맡긴다', async () => {
    const onOpenLink = vi.fn();
    render(
      <RichTextLinkProvider onOpenLink={onOpenLink}>
        <RichText html={NOTICE} />
      </RichTextLinkProvider>,
    );
    expect(await clickLink('공지 3')).toBe(true);
    expect(onOpenLink).not.toHaveBeenCalled();
  });

  it('제공자가 없으면 밖으로 나가는 링크는 새 창(noopener, noreferrer)으로 열고 이 페이지는 그대로다', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    render(<RichText html={NOTICE} />);
    expect(await clickLink('이벤트 보기')).toBe(false);
    expect(open.mock.calls).toEqual([['https://partner.example/event?id=7', '_blank', 'noopener,noreferrer']]);
  });

  it('RichText 의 onClick 이 먼저 불리고, 그것이 막으면 링크를 처리하지 않는다', async () => {
    const onOpenLink = vi.fn();
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <RichTextLinkProvider onOpenLink={onOpenLink}>
        <RichText html={NOTICE} onClick={onClick} />
      </RichTextLinkProvider>,
    );
    expect(await clickLink('이벤트 보기')).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onOpenLink).not.toHaveBeenCalled();
  });

  it('링크 밖을 누르면 아무것도 하지 않는다', async () => {
    const onOpenLink = vi.fn();
    render(
      <RichTextLinkProvider onOpenLink={onOpenLink}>
        <RichText html="<p>그냥 글</p><a>주소 없는 링크</a>" />
      </RichTextLinkProvider>,
    );
    await userEvent.click(screen.getByText('그냥 글'));
    await userEvent.click(screen.getByText('주소 없는 링크'));
    expect(onOpenLink).not.toHaveBeenCalled();
  });
});
