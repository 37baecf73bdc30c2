import { describe, expect, it } from 'vitest';
import { isSuitableProduct, isTendencyGrade, suitableRiskLevels, tendencyGradeLabel } from './tendency-suitability';

describe('tendency suitability', () => {
  it('등급 코드 1~5만 투자성향으로 읽는다', () => {
    expect(['1', '5', '-', '', '0', '6', null, undefined].map((code) => isTendencyGrade(code))).toEqual([true, true, false, false, false, false, false, false]);
  });

  it('투자성향 이름을 붙인다', () => {
    expect(['1', '2', '3', '4', '5', '-'].map((code) => tendencyGradeLabel(code))).toEqual(['안정형', '안정추구형', '위험중립형', '적극투자형', '공격투자형', null]);
  });

  it('성향마다 투자할 수 있는 상품 위험등급이 정해져 있다', () => {
    expect(suitableRiskLevels('1')).toEqual(['6']);
    expect(suitableRiskLevels('2')).toEqual(['5', '6']);
    expect(suitableRiskLevels('3')).toEqual(['4', '5', '6']);
    expect(suitableRiskLevels('4')).toEqual(['2', '3', '4', '5', '6']);
    expect(suitableRiskLevels('5')).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('평가가 없으면 어떤 상품도 맞지 않고, 모르는 위험등급은 가장 위험한 것으로 본다', () => {
    expect(suitableRiskLevels('-')).toEqual([]);
    expect(isSuitableProduct(null, '6')).toBe(false);
    expect(isSuitableProduct('4', '9')).toBe(false);
    expect(isSuitableProduct('5', '9')).toBe(true);
  });
});
