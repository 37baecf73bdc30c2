// @vitest-environment jsdom
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { PressScreen } from './press-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

describe('PressScreen', () => {
  it('보도자료를 매체, 날짜와 함께 보여주고 기사는 앱 밖에서 연다', async () => {
    const user = userEvent.setup();
    const onOpenLink = vi.fn();
    const { container } = renderScreen(<PressScreen onOpenLink={onOpenLink} />);
    const list = await screen.findByRole('list', { name: '보도자료 목록' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '조각투자 플랫폼 조각, 누적 청약 1,000억 돌파한국경제신문 · 2025.02.25(외부 사이트로 열려요)',
      '부동산 조각투자, 부산으로 확장부산일보 · 2025.02.07(외부 사이트로 열려요)',
      '토큰증권 제도화, 조각투자 시장 판 커진다매일경제 · 2025.01.03(외부 사이트로 열려요)',
    ]);
    const article = within(list).getByRole('link', { name: /부산으로 확장/ });
    expect(article).toHaveAttribute('href', 'https://press.example.kr/articles/1002');
    const before = window.location.href;
    await user.click(article);
    expect(onOpenLink.mock.calls).toEqual([['https://press.example.kr/articles/1002']]);
    expect(window.location.href).toBe(before);
    await expectNoAxeViolations(container);
  });

  it('불러오는 동안 자리표시, 없으면 빈 상태', async () => {
    sandbox.state.data.press.splice(0);
    renderScreen(<PressScreen onOpenLink={vi.fn()} />);
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('목록을 불러오는 중이에요');
    expect(await screen.findByText('아직 등록된 보도자료가 없어요')).toBeInTheDocument();
  });

  it('불러오지 못하면 다시 시도한다', async () => {
    sandbox.faults.add({ status: 502, path: '/main/v1/board/press', times: 1 });
    const user = userEvent.setup();
    renderScreen(<PressScreen onOpenLink={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('보도자료를 불러오지 못했어요잠시 후 다시 시도해주세요.');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByText('부동산 조각투자, 부산으로 확장')).toBeInTheDocument();
  });
});
