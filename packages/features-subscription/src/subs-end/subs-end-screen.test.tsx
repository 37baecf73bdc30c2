import { offeringQueries } from '@jogak/api-client';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { ApplyCertificateScreen } from '../apply/apply-certificate-screen';
import { useApplyDraft } from '../apply/apply-draft';
import { SubsEndScreen } from './subs-end-screen';
import { recordVerdicts } from '../../test/record-verdicts';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.faults.clear();
  sandbox.reset();
});
afterAll(() => sandbox.close());

const TRANS_NO = '20250304701012590101100000';

describe('청약 완료', () => {
  it('접수된 청약: 상품, 총 수량과 금액, 신청 일시, 거래번호; 목록과 홈으로', async () => {
    sandbox.state.applySubscription('demo-income', '109', 10, true);
    const { container } = renderScreen(<SubsEndScreen id={109} transNo={TRANS_NO} />, { token: sandbox.state.login('demo-income').token });
    expect(screen.getByRole('heading', { level: 1, name: '청약 완료' })).toBeInTheDocument();
    expect(await screen.findByText('청약 신청이 접수되었어요.')).toBeInTheDocument();
    expect(screen.getByLabelText('청약 내역')).toHaveTextContent(
      `상품판교 테크원 라이프총 청약 수량10주총 청약 금액50,000원신청 일시2025.03.04 10:00:00거래번호${TRANS_NO}`,
    );
    expect(screen.getByRole('link', { name: '청약 목록 보기' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/home');
    await expectNoAxeViolations(container);
  });

  it('추가 청약 뒤에는 총 수량과 금액에 더하고, 신청 일시는 그 추가 청약의 때다', async () => {
    sandbox.state.applySubscription('demo-income', '109', 10);
    sandbox.state.clock.set('2025-03-04T11:30:00+09:00');
    // The sandbox's reset keeps its clock: the next test starts at the file's 10:00 again.
    onTestFinished(() => sandbox.state.clock.set('2025-03-04T10:00:00+09:00'));
    sandbox.state.applySubscription('demo-income', '109', 5, true);
    renderScreen(<SubsEndScreen id={109} transNo={TRANS_NO} />, { token: sandbox.state.login('demo-income').token });
    expect(await screen.findByText('청약 신청이 접수되었어요.')).toBeInTheDocument();
    expect(screen.getByLabelText('청약 내역')).toHaveTextContent(
      `상품판교 테크원 라이프총 청약 수량15주총 청약 금액75,000원신청 일시2025.03.04 11:30:00거래번호${TRANS_NO}`,
    );
  });

  it('먼저 받아 둔 공모 목록을 새로 고친다: 목록이 내 청약을 바로 보인다', async () => {
    const listKey = offeringQueries.list({}).queryKey;
    // The list as a screen had it cached before the application.
    function WithCachedList({ children }: { readonly children: ReactNode }) {
      const queryClient = useQueryClient();
      useState(() => queryClient.setQueryData(listKey, { content: [], pageInfo: { page: 0, size: 20, totalElements: 0, last: true } }));
      return children;
    }
    sandbox.state.applySubscription('demo-income', '109', 10, true);
    const { queryClient } = renderScreen(
      <WithCachedList>
        <SubsEndScreen id={109} />
      </WithCachedList>,
      { token: sandbox.state.login('demo-income').token },
    );
    expect(await screen.findByText('청약 신청이 접수되었어요.')).toBeInTheDocument();
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('먼저 받아 둔 취소된 청약으로 결과를 말하지 않는다: 뼈대, 그다음 새로 받은 접수', async () => {
    // The member cancelled this offering's application, and a screen cached the offering and the
    // cancelled application; the new application has just gone through the partner's page.
    sandbox.state.applySubscription('demo-income', '109', 10, true);
    sandbox.state.cancelSubscription('demo-income', '109');
    function CachedEarlier() {
      const offering = useQuery(offeringQueries.detail(109));
      const subscription = useQuery(offeringQueries.subscription(109));
      return offering.data && subscription.data ? <p>{`${offering.data.name} ${subscription.data.status}`}</p> : null;
    }
    const { container, rerender } = renderScreen(<CachedEarlier />, { token: sandbox.state.login('demo-income').token });
    expect(await screen.findByText('판교 테크원 라이프 CANCELLED')).toBeInTheDocument();
    sandbox.state.applySubscription('demo-income', '109', 10, true);
    const shown = recordVerdicts(container, ['이 공모의 청약은 취소된 상태예요.', '청약 신청이 접수되었어요.']);
    rerender(<SubsEndScreen id={109} transNo={TRANS_NO} />);

    expect(screen.getByText('불러오는 중이에요')).toBeInTheDocument();
    expect(await screen.findByText('청약 신청이 접수되었어요.')).toBeInTheDocument();
    expect(screen.getByLabelText('청약 내역')).toHaveTextContent('총 청약 수량10주');
    expect(shown).toEqual(['청약 신청이 접수되었어요.']);
  });

  it('접수된 청약의 주문과 입력한 수량은 잊는다: 인증 단계로 돌아가도 진행 중인 청약이 없다', async () => {
    const { result, unmount } = renderHook(() => useApplyDraft(109));
    act(() =>
      result.current[1]({
        quantityText: '10',
        order: { offeringName: '판교 테크원 라이프', quantity: 10, amount: 50_000, transactionType: 'FRAC_APPLY', productCode: 'JG0009' },
      }),
    );
    unmount();
    sandbox.state.applySubscription('demo-income', '109', 10, true);
    const { rerender } = renderScreen(<SubsEndScreen id={109} transNo={TRANS_NO} />, { token: sandbox.state.login('demo-income').token });
    expect(await screen.findByText('청약 신청이 접수되었어요.')).toBeInTheDocument();
    rerender(<ApplyCertificateScreen id={109} onOpenPassword={vi.fn()} />);
    expect(screen.getByText('진행 중인 청약 신청이 없어요')).toBeInTheDocument();
  });

  it('청약한 적 없는 공모면 청약 내역을 찾을 수 없다고만 하고 다시 시도하기는 없다', async () => {
    renderScreen(<SubsEndScreen id={109} />, { token: sandbox.state.login('demo-income').token });
    expect(await screen.findByText('청약 내역을 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도하기' })).not.toBeInTheDocument();
    expect(screen.queryByText('청약 신청이 접수되었어요.')).not.toBeInTheDocument();
  });

  it('불러오지 못하면 다시 시도하기', async () => {
    sandbox.state.applySubscription('demo-income', '109', 10, true);
    sandbox.faults.add({ status: 500, path: '/main/v1/offerings/109/subscription', times: 1 });
    renderScreen(<SubsEndScreen id={109} />, { token: sandbox.state.login('demo-income').token });
    await userEvent.click(await screen.findByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByText('청약 신청이 접수되었어요.')).toBeInTheDocument();
  });
});
