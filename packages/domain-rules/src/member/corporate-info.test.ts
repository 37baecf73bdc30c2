import { describe, expect, it } from 'vitest';
import { corporateInfoProblems } from './corporate-info';

const filled = { corpName: '한빛자산관리(주)', corpPhone: '0234567890', corpAdminName: '김담당' };

describe('corporateInfoProblems', () => {
  it('다 채운 법인 정보에는 문제가 없다', () => {
    expect(corporateInfoProblems(filled)).toEqual([]);
  });

  it('문제가 있는 칸을 화면 순서대로 준다', () => {
    expect(corporateInfoProblems({ corpName: ' ', corpPhone: '', corpAdminName: '\u3000' })).toEqual(['corpName', 'corpPhone', 'corpAdminName']);
  });

  it.each([
    ['023456789', true],
    ['0234567890', true],
    ['01012345678', true],
    ['02345678', false],
    ['010123456789', false],
    ['02-3456-7890', false],
    ['０２３４５６７８９０', false],
  ])('대표 전화번호 %s: 9~11자리 숫자만 %s', (corpPhone, accepted) => {
    expect(corporateInfoProblems({ ...filled, corpPhone })).toEqual(accepted ? [] : ['corpPhone']);
  });
});
