import { describe, expect, it } from 'vitest';
import { RICH_TEXT_ALLOWED_STYLE_PROPERTIES, sanitizeStyle } from './sanitize-style';

describe('sanitizeStyle: 남는 것', () => {
  it('허용 목록은 정확히 이 속성들이다', () => {
    expect(RICH_TEXT_ALLOWED_STYLE_PROPERTIES).toEqual([
      'color',
      'background-color',
      'text-align',
      'font-weight',
      'font-style',
      'text-decoration',
      'width',
      'height',
      'border',
      'border-width',
      'border-style',
      'border-color',
      'border-collapse',
    ]);
  });

  it('color:red; text-align:center 는 정확히 그 둘만 남긴다', () => {
    expect(sanitizeStyle('color:red; text-align:center')).toBe('color: red; text-align: center');
  });

  it('색: 이름, #hex, 숫자 인자의 rgb()/rgba()/hsl()/hsla()', () => {
    expect(sanitizeStyle('color: rebeccapurple')).toBe('color: rebeccapurple');
    expect(sanitizeStyle('color: #F00')).toBe('color: #f00');
    expect(sanitizeStyle('color: #ff000080')).toBe('color: #ff000080');
    expect(sanitizeStyle('background-color: rgb(255, 0, 0)')).toBe('background-color: rgb(255, 0, 0)');
    expect(sanitizeStyle('background-color: rgba(0,0,0,.5)')).toBe('background-color: rgba(0,0,0,.5)');
    expect(sanitizeStyle('color: hsl(120deg, 50%, 40%)')).toBe('color: hsl(120deg, 50%, 40%)');
    expect(sanitizeStyle('color: hsla(120, 50%, 40%, 0.3)')).toBe('color: hsla(120, 50%, 40%, 0.3)');
    expect(sanitizeStyle('color: transparent')).toBe('color: transparent');
  });

  it('글꼴, 밑줄, 정렬', () => {
    expect(sanitizeStyle('font-weight: 700; font-style: italic; text-decoration: underline line-through; text-align: justify')).toBe(
      'font-weight: 700; font-style: italic; text-decoration: underline line-through; text-align: justify',
    );
    expect(sanitizeStyle('font-weight: bold; text-decoration: none')).toBe('font-weight: bold; text-decoration: none');
  });

  it('width/height 는 100% 이하의 % 만', () => {
    expect(sanitizeStyle('width: 100%; height: 33.5%')).toBe('width: 100%; height: 33.5%');
  });

  it('테두리: 축약형, 굵기·모양·색, 표 테두리 합치기', () => {
    expect(sanitizeStyle('border: 1px solid #ccc')).toBe('border: 1px solid #ccc');
    expect(sanitizeStyle('border: rgb(0, 0, 0) dashed thin')).toBe('border: rgb(0, 0, 0) dashed thin');
    expect(sanitizeStyle('border-width: 0 1px 2px 10px; border-style: solid none; border-color: red blue')).toBe(
      'border-width: 0 1px 2px 10px; border-style: solid none; border-color: red blue',
    );
    expect(sanitizeStyle('border-collapse: collapse')).toBe('border-collapse: collapse');
  });

  it('대문자 속성 이름과 값은 소문자로, 공백은 한 칸으로 다시 쓴다', () => {
    expect(sanitizeStyle('COLOR : RED ;\n\tText-Align:\tCENTER;')).toBe('color: red; text-align: center');
    expect(sanitizeStyle('border:\n1px   SOLID\tBlack')).toBe('border: 1px solid black');
  });
});

describe('sanitizeStyle: 지우는 것', () => {
  it('화면 전체를 덮는 position:fixed;inset:0;z-index:2147483647', () => {
    expect(sanitizeStyle('position:fixed;inset:0;z-index:2147483647')).toBe('');
    expect(sanitizeStyle('position:fixed;inset:0;z-index:2147483647;background-color:#fff;color:#000')).toBe(
      'background-color: #fff; color: #000',
    );
  });

  it('대문자로 쓴 금지 속성', () => {
    expect(sanitizeStyle('POSITION: FIXED; Z-INDEX: 9; TOP: 0')).toBe('');
    expect(sanitizeStyle('Behavior: url(x.htc)')).toBe('');
  });

  it('CSS 이스케이프: \\75 rl( 은 url( 이다', () => {
    expect(sanitizeStyle('background: \\75 rl(https://evil.example/t.png)')).toBe('');
    expect(sanitizeStyle('background-color: \\75 rl(https://evil.example/t.png)')).toBe('');
    expect(sanitizeStyle('color: r\\65 d')).toBe('');
    expect(sanitizeStyle('\\63 olor: red')).toBe('');
    expect(sanitizeStyle('posit\\ion: fixed')).toBe('');
  });

  it('url(), expression(), var(), attr(), @import', () => {
    expect(sanitizeStyle('background-color: url(https://evil.example/t.png)')).toBe('');
    expect(sanitizeStyle('color: expression(alert(1))')).toBe('');
    expect(sanitizeStyle('width: expression(document.body.clientWidth)')).toBe('');
    expect(sanitizeStyle('color: var(--jg-color-primary)')).toBe('');
    expect(sanitizeStyle('color: attr(title)')).toBe('');
    expect(sanitizeStyle('@import "https://evil.example/x.css"; color: red')).toBe('color: red');
    expect(sanitizeStyle('color: red @import')).toBe('');
  });

  it('-moz-binding 과 behavior', () => {
    expect(sanitizeStyle('-moz-binding: url(https://evil.example/x.xml#x)')).toBe('');
    expect(sanitizeStyle('behavior: url(x.htc); color: blue')).toBe('color: blue');
  });

  it('주석이 낱말을 쪼개거나 선언을 숨기면', () => {
    expect(sanitizeStyle('posi/**/tion: fixed')).toBe('');
    expect(sanitizeStyle('color: red/*;*/; position: fixed')).toBe('');
    expect(sanitizeStyle('color: /* x */ red')).toBe('');
    expect(sanitizeStyle('color: red; /*; z-index: 9 */')).toBe('color: red');
    expect(sanitizeStyle('background-color: u/**/rl(x)')).toBe('');
  });

  it('!important 와 그 변형', () => {
    expect(sanitizeStyle('color: red !important')).toBe('');
    expect(sanitizeStyle('color: red!important; text-align: center')).toBe('text-align: center');
    expect(sanitizeStyle('position: fixed ! important')).toBe('');
    expect(sanitizeStyle('color: red !ie')).toBe('');
  });

  it('화면 크기 단위, 고정 길이, 100% 넘는 크기', () => {
    expect(sanitizeStyle('width: 100vw')).toBe('');
    expect(sanitizeStyle('height: 100vh')).toBe('');
    expect(sanitizeStyle('height: 9999px')).toBe('');
    expect(sanitizeStyle('width: 101%')).toBe('');
    expect(sanitizeStyle('width: calc(100% + 10px)')).toBe('');
    expect(sanitizeStyle('width: -10%')).toBe('');
  });

  it('음수 여백과 다른 배치 속성', () => {
    expect(sanitizeStyle('margin: -9999px; margin-top: -100vh')).toBe('');
    expect(sanitizeStyle('transform: translate(-50%, -50%) scale(50); display: block; overflow: visible')).toBe('');
    expect(sanitizeStyle('background: red; font: 99px serif; inset: 0; top: 0; left: 0')).toBe('');
    expect(sanitizeStyle('content: "a"; opacity: 0; pointer-events: none')).toBe('');
  });

  it('색 함수의 숫자 아닌 인자, 중첩, 괄호 짝이 안 맞는 값', () => {
    expect(sanitizeStyle('color: rgb(var(--x), 0, 0)')).toBe('');
    expect(sanitizeStyle('color: rgb(calc(1), 0, 0)')).toBe('');
    expect(sanitizeStyle('color: rgb(1, 2)')).toBe('');
    expect(sanitizeStyle('color: hsl(1, 2, 3)')).toBe('');
    expect(sanitizeStyle('color: rgb(1, 2, 3')).toBe('');
    expect(sanitizeStyle('color: red)')).toBe('');
    expect(sanitizeStyle('color: #ggg')).toBe('');
    expect(sanitizeStyle('color: notacolor')).toBe('');
  });

  it('값 문법 밖의 문자: 따옴표, 꺾쇠, 중괄호, 비ASCII', () => {
    expect(sanitizeStyle("color: 'red'")).toBe('');
    expect(sanitizeStyle('color: red</style><script>')).toBe('');
    expect(sanitizeStyle('color: red} body{position: fixed')).toBe('');
    expect(sanitizeStyle('color: ｒｅｄ')).toBe('');
    expect(sanitizeStyle('color: red: blue')).toBe('');
  });

  it('테두리는 10px 까지, 같은 부분을 두 번 쓰면 지운다', () => {
    expect(sanitizeStyle('border: 9999px solid red')).toBe('');
    expect(sanitizeStyle('border-width: 11px')).toBe('');
    expect(sanitizeStyle('border: 1px 2px solid')).toBe('');
    expect(sanitizeStyle('border-style: solid solid solid solid solid')).toBe('');
  });

  it('이름이나 값이 없는 선언', () => {
    expect(sanitizeStyle('')).toBe('');
    expect(sanitizeStyle(';;color;: red; color:')).toBe('');
  });
});
