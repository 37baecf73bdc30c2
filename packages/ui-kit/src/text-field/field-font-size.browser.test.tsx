import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../styles.css';
import { QuantityInput } from '../quantity-input/quantity-input';
import { TextField } from './text-field';

/**
 * In real Chromium with the kit's stylesheet: iOS Safari zooms into a focused field whose text is
 * under 16px, so no field may compute smaller, even inside small print.
 */
describe('입력 칸 글자 크기', () => {
  function renderFields(fontSize: string) {
    render(
      <div style={{ fontSize }}>
        <TextField label="이름" value="" onValueChange={() => {}} />
        <QuantityInput label="수량" value={1} onValueChange={() => {}} />
        <select aria-label="은행">
          <option>조각은행</option>
        </select>
        <textarea aria-label="문의 내용" />
      </div>,
    );
    return [
      screen.getByRole('textbox', { name: '이름' }),
      screen.getByRole('textbox', { name: '수량' }),
      screen.getByRole('combobox', { name: '은행' }),
      screen.getByRole('textbox', { name: '문의 내용' }),
    ];
  }

  it('12px 글자 속에서도 모든 입력 칸은 16px 이다', () => {
    const sizes = renderFields('12px').map((field) => getComputedStyle(field).fontSize);
    expect(sizes).toEqual(['16px', '16px', '16px', '16px']);
  });

  it('더 큰 글자 속에서는 그 크기를 따른다', () => {
    const sizes = renderFields('20px').map((field) => getComputedStyle(field).fontSize);
    expect(sizes).toEqual(['20px', '20px', '20px', '20px']);
  });

  it('입력 칸도 Pretendard 글꼴 스택을 쓴다', () => {
    const families = renderFields('12px').map((field) => getComputedStyle(field).fontFamily);
    for (const family of families) expect(family.startsWith('"Pretendard Variable", Pretendard')).toBe(true);
  });
});
