import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../styles.css';
import { Stepper } from './stepper';

const KYC = ['고객 동의', '기본 정보', '상세 정보', '신분증 인증', '계좌 인증', '완료'];

/** In real Chromium with the kit's stylesheet: only the current step's name is drawn. */
describe('Stepper 단계 이름', () => {
  it('현재 단계 이름만 보이고, 다른 단계 이름은 화면에서 숨긴 채(읽기만) 둔다', () => {
    render(<Stepper steps={KYC} current={2} />);
    const names = KYC.map((name) => screen.getByText(name));
    const current = getComputedStyle(names[2]!);
    expect(current.display).toBe('block');
    expect(current.position).toBe('static');
    expect(parseFloat(current.marginTop)).toBeGreaterThan(0);
    for (const name of names.filter((_, index) => index !== 2)) {
      const style = getComputedStyle(name);
      // .jg-visually-hidden untouched: the stepper's own margin does not push hidden names about.
      expect([style.position, style.width, style.height, style.marginTop]).toEqual(['absolute', '1px', '1px', '-1px']);
    }
  });
});
