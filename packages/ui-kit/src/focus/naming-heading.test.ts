import { afterEach, describe, expect, it } from 'vitest';
import { namingHeading } from './naming-heading';

afterEach(() => {
  document.body.innerHTML = '';
});

const block = () => {
  const element = document.getElementById('block');
  if (!element) throw new Error('the page has no #block');
  return element;
};

describe('namingHeading', () => {
  it('블록을 담은 카드의 제목이다 (페이지 제목보다 가깝다)', () => {
    document.body.innerHTML = '<main><h1>자산</h1><section><h2>보유 건물</h2><div><p id="block"></p></div></section></main>';
    expect(namingHeading(block())?.textContent).toBe('보유 건물');
  });

  it('header 나 hgroup 안의 제목도 그 바깥을 이름 짓는다', () => {
    document.body.innerHTML = '<section><header><h2>수익 현황</h2><p>기준일</p></header><p id="block"></p></section>';
    expect(namingHeading(block())?.textContent).toBe('수익 현황');
  });

  it('앞선 옆 카드의 제목은 세지 않고, 둘레의 제목으로 간다', () => {
    document.body.innerHTML =
      '<main><h1>자산</h1><div class="card"><h2>총 자산</h2></div><div class="card"><p id="block"></p></div></main>';
    expect(namingHeading(block())?.textContent).toBe('자산');
  });

  it('뒤에 오는 제목, 숨은 제목은 아니다; 없으면 null', () => {
    document.body.innerHTML = '<section><h2 hidden>숨은 제목</h2><p id="block"></p><h3>다음</h3></section>';
    expect(namingHeading(block())).toBeNull();
  });
});
