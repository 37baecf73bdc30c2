// RichText's DOMPurify mis-sanitises under happy-dom (ui-kit README): these screens run in jsdom.
// @vitest-environment jsdom
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { EventDetailScreen } from './event-detail-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

describe('EventDetailScreen', () => {
  it('이벤트의 제목, 상태, 기간, 본문을 보여준다', async () => {
    renderScreen(<EventDetailScreen id={2} onReferralCode={vi.fn()} />);
    expect(await screen.findByRole('heading', { level: 2, name: '친구 초대하고 커피 받기' })).toBeInTheDocument();
    expect(screen.getByText('진행 중')).toBeInTheDocument();
    expect(screen.getByText(/2025\.02\.02 ~ 2025\.04\.03/)).toHaveTextContent('이벤트 기간 2025.02.02 ~ 2025.04.03');
    expect(screen.getByText('초대 링크로 가입한 친구가 계좌를 연동하면 두 분 모두에게 커피 쿠폰을 드립니다.')).toBeInTheDocument();
  });

  it('이벤트 링크의 추천 코드를 한 번 저장한다', async () => {
    const onReferralCode = vi.fn();
    const { rerender } = renderScreen(<EventDetailScreen id={1} referralCode="FRIEND7" onReferralCode={onReferralCode} />);
    await screen.findByRole('heading', { level: 2, name: '첫 청약 축하금 5,000원' });
    expect(onReferralCode.mock.calls).toEqual([['FRIEND7']]);
    rerender(<EventDetailScreen id={1} referralCode="FRIEND7" onReferralCode={onReferralCode} />);
    expect(onReferralCode.mock.calls).toEqual([['FRIEND7']]);
  });

  it('추천 코드가 없으면 아무것도 저장하지 않는다', async () => {
    const onReferralCode = vi.fn();
    renderScreen(<EventDetailScreen id={1} onReferralCode={onReferralCode} />);
    await screen.findByRole('heading', { level: 2, name: '첫 청약 축하금 5,000원' });
    expect(onReferralCode).not.toHaveBeenCalled();
  });

  it('본문의 외부 링크는 앱 밖에서 연다', async () => {
    sandbox.state.data.events[0]!.content = '<p><a href="https://partner.example.kr/event">자세히 보기</a></p>';
    const user = userEvent.setup();
    const { onOpenLink } = renderScreen(<EventDetailScreen id={1} onReferralCode={vi.fn()} />);
    await user.click(await screen.findByRole('link', { name: '자세히 보기' }));
    expect(onOpenLink).toHaveBeenCalledWith('https://partner.example.kr/event');
  });

  it('불러오는 동안 자리표시를 보여준다', async () => {
    renderScreen(<EventDetailScreen id={1} onReferralCode={vi.fn()} />);
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('내용을 불러오는 중이에요');
    await screen.findByRole('heading', { level: 2, name: '첫 청약 축하금 5,000원' });
  });

  it('없는 이벤트는 찾을 수 없다고 말한다', async () => {
    renderScreen(<EventDetailScreen id={999} onReferralCode={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('이벤트를 찾을 수 없어요삭제되었거나 주소가 바뀌었을 수 있어요.');
    expect(screen.queryByRole('button', { name: '다시 시도하기' })).not.toBeInTheDocument();
  });

  it('불러오지 못하면 다시 시도할 수 있다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/board/events/1', times: 1 });
    const user = userEvent.setup();
    renderScreen(<EventDetailScreen id={1} onReferralCode={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('이벤트를 불러오지 못했어요잠시 후 다시 시도해주세요.');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('heading', { level: 2, name: '첫 청약 축하금 5,000원' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('접근성 위반이 없다', async () => {
    const { container } = renderScreen(<EventDetailScreen id={1} onReferralCode={vi.fn()} />);
    await screen.findByRole('heading', { level: 2, name: '첫 청약 축하금 5,000원' });
    await expectNoAxeViolations(container);
  });
});
