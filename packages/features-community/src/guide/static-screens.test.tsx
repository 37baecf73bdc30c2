import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { ServiceIntroductionScreen } from '../service-introduction/service-introduction-screen';
import { GuideScreen } from './guide-screen';

// These screens ask nothing; the sandbox is here so any call would fail the test.
const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterAll(() => sandbox.close());

describe('ServiceIntroductionScreen', () => {
  it('조각이 무엇인지, 청약과 거래, 제휴 증권사와 투자 위험을 설명한다', async () => {
    const user = userEvent.setup();
    const { container, onNavigate } = renderScreen(<ServiceIntroductionScreen />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '건물 한 채를 조각으로 나눠 투자해요',
      '공모에 청약해서 처음 조각을 받아요',
      '상장된 조각은 사고팔 수 있어요',
      '제휴 증권사 계좌로 안전하게 거래해요',
      '투자 전에 꼭 확인해주세요',
    ]);
    expect(screen.getByText(/일반 개인투자자 연 2,000만원, 소득적격투자자 연 4,000만원/)).toBeInTheDocument();
    expect(screen.getByText('궁금한 점은 고객센터(1644-0000)에 문의해주세요.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '앱 이용 가이드 보기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/community/guide' });
    await expectNoAxeViolations(container);
  });
});

describe('GuideScreen', () => {
  it('가입부터 배당까지 여섯 단계를 차례로 안내한다', async () => {
    const user = userEvent.setup();
    const { container, onNavigate } = renderScreen(<GuideScreen />);
    const steps = screen.getByRole('list', { name: '이용 단계' });
    expect(within(steps).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1단계: 회원가입',
      '2단계: 증권 계좌 만들기',
      '3단계: 투자성향 분석',
      '4단계: 예치금 입금',
      '5단계: 공모 청약',
      '6단계: 거래와 배당',
    ]);
    expect(screen.getByText('휴대폰 본인인증으로 가입해요. 만 19세 이상만 가입할 수 있어요.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '공모 보러 가기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/subscription' });
    await expectNoAxeViolations(container);
  });
});
