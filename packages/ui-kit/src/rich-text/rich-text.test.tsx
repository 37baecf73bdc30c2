// DOMPurify does not support happy-dom (it mis-sanitises there): these tests run in jsdom.
// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { RichText } from './rich-text';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('script와 이벤트 핸들러를 지운다', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">안녕</p><script>alert(1)</script>')).toBe('<p>안녕</p>');
  });

  it('javascript: 링크의 href를 지운다', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('data- 와 aria- 속성은 허용 목록에 없다', () => {
    expect(sanitizeHtml('<span data-id="1" aria-label="a" class="c">t</span>')).toBe('<span class="c">t</span>');
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
});
