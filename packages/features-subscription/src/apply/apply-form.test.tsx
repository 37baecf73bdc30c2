import type { components } from '@jogak/api-client';
import { resetUser, updateUser } from '@jogak/app-core';
import { renderScreen, SANDBOX_ORIGIN } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApplyForm } from './apply-form';

type Schemas = components['schemas'];

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => {
  onlineManager.setOnline(true);
  resetUser();
  sandbox.reset();
});
afterAll(() => sandbox.close());

// No yearly limit and a deposit for any quantity: only the maximum possible quantity can refuse.
const UNLIMITED: Schemas['RemainingInvestLimit'] = { stdYear: 2025, investorClass: 'PRO_INVESTOR', investLimitAmt: null, usedAmt: 0, remainingAmt: null };
const AMPLE: Schemas['AccountAmounts'] = { accountNo: '1', depositAmt: 1e12, withdrawableAmt: 1e12, orderableAmt: 1e12, pendingSubscriptionAmt: 0 };

/** Offering 108 as the contract answers it to 박지훈, with the server's maxSubsQty replaced by `maxSubsQty`. */
async function offeringWith(maxSubsQty: number | null): Promise<Schemas['OfferingDetail']> {
  const token = sandbox.state.login('demo-pro').token;
  const response = await fetch(`${SANDBOX_ORIGIN}/main/v1/offerings/108`, { headers: { authorization: `Bearer ${token}` } });
  const detail = (await response.json()) as Schemas['OfferingDetail'];
  return { ...detail, maxSubsQty };
}

function renderForm(offering: Schemas['OfferingDetail']) {
  updateUser({ id: 'demo-pro' });
  return renderScreen(<ApplyForm offering={offering} limit={UNLIMITED} amounts={AMPLE} onDeposit={vi.fn()} onBack={vi.fn()} signal={new AbortController().signal} />, {
    token: sandbox.state.login('demo-pro').token,
  });
}

function facts(): string[] {
  const list = screen.getByLabelText('청약 가능 범위');
  return Array.from(list.children).map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`);
}

async function submitWith(quantity: string) {
  const field = screen.getByLabelText('청약 수량');
  await userEvent.clear(field);
  await userEvent.type(field, quantity);
  await userEvent.click(screen.getByRole('button', { name: '청약 신청하기' }));
}

describe('ApplyForm 청약 가능 수량', () => {
  it('계약의 maxSubsQty 를 보여주고 그 수량까지 받는다 (모집 수량에서 다시 계산하지 않는다)', async () => {
    const offering = await offeringWith(1_234);
    expect(offering.totalOfferingQty - offering.subsQty).not.toBe(1_234);
    renderForm(offering);
    expect(facts()).toContain('청약 가능 수량: 1,234주');
    await submitWith('1235');
    await userEvent.click(within(await screen.findByRole('dialog', { name: '청약 가능 수량을 넘었어요' })).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await submitWith('1234');
    // Past the quantity rules: what is left to ask is the two confirmations.
    expect(await screen.findByRole('alert')).toHaveTextContent('투자설명서 확인과 부적합 거래 확인에 모두 동의해주세요.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('maxSubsQty 가 없으면(계좌 없는 회원) 청약할 수 있는 수량이 없다', async () => {
    renderForm(await offeringWith(null));
    expect(facts()).toContain('청약 가능 수량: 0주');
    await submitWith('1');
    expect(await screen.findByRole('dialog', { name: '청약 가능 수량을 넘었어요' })).toBeInTheDocument();
  });
});

describe('ApplyForm 수량 칸의 알림', () => {
  it('청약에 꼭 필요한 수량을 보조기술에 필수 항목으로 알리고, 브라우저의 required 는 붙이지 않는다', async () => {
    renderForm(await offeringWith(1_234));
    const field = screen.getByLabelText('청약 수량');
    expect(field).toHaveAttribute('aria-required', 'true');
    expect(field).not.toHaveAttribute('required');
  });

  it('거절한 이유를 알릴 영역은 입력 전부터 비어 있고, 이유는 그 영역에 들어간다 (새로 생긴 영역은 읽히지 않는다)', async () => {
    renderForm(await offeringWith(1_234));
    const field = screen.getByLabelText('청약 수량');
    const notice = () => document.getElementById(`${field.id}-notice`);
    const region = notice();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    expect(field).toHaveAccessibleDescription('청약 금액 0원');
    await userEvent.type(field, 'a');
    expect(notice()).toBe(region);
    expect(region).toHaveTextContent('숫자만 입력할 수 있어요.');
    expect(field).toHaveAccessibleDescription('청약 금액 0원 숫자만 입력할 수 있어요.');
  });
});

describe('ApplyForm 동의 없이 청약 신청하기', () => {
  it('누를 때마다 동의하지 않은 첫 항목의 열기로 초점을 옮기고, 알림을 새로 띄워 다시 읽히게 한다', async () => {
    renderForm(await offeringWith(1_234));
    await userEvent.type(screen.getByLabelText('청약 수량'), '10');
    const submitButton = screen.getByRole('button', { name: '청약 신청하기' });
    const manual = screen.getByRole('button', { name: '투자설명서(상품 설명서) 확인 열기' });
    await userEvent.click(submitButton);
    const first = await screen.findByRole('alert');
    expect(first).toHaveTextContent('투자설명서 확인과 부적합 거래 확인에 모두 동의해주세요.');
    await waitFor(() => expect(manual).toHaveFocus());
    expect(manual).toHaveAccessibleDescription('투자설명서 확인과 부적합 거래 확인에 모두 동의해주세요.');

    // Nothing fixed: the second press is a new alert, not the one already read.
    await userEvent.click(submitButton);
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first));
    expect(first).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('투자설명서 확인과 부적합 거래 확인에 모두 동의해주세요.');
    await waitFor(() => expect(manual).toHaveFocus());

    // The manual agreed: the row still to do is the unsuitable-transaction confirmation.
    await userEvent.click(manual);
    const sheet = await screen.findByRole('dialog', { name: '투자설명서(상품 설명서) 확인' });
    await userEvent.click(within(sheet).getByRole('button', { name: '설명서 내용을 읽었고 이해했어요' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const third = screen.getByRole('alert');
    await userEvent.click(submitButton);
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(third));
    const unsuitable = screen.getByRole('button', { name: '부적합 거래 확인 열기' });
    await waitFor(() => expect(unsuitable).toHaveFocus());
    expect(unsuitable).toHaveAccessibleDescription('투자설명서 확인과 부적합 거래 확인에 모두 동의해주세요.');
    expect(manual).not.toHaveAccessibleDescription();
  });
});

describe('ApplyForm 오프라인', () => {
  async function agreeAll() {
    for (const name of ['투자설명서(상품 설명서) 확인', '부적합 거래 확인']) {
      await userEvent.click(screen.getByRole('button', { name: `${name} 열기` }));
      const sheet = await screen.findByRole('dialog', { name });
      await userEvent.click(within(sheet).getAllByRole('button').at(-1)!);
      await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
    }
  }

  it('오프라인에서 청약 신청하기: 시간을 읽지 못했다고 알리고 버튼은 다시 누를 수 있다 (연결을 기다리며 멈추지 않는다)', async () => {
    const { onNavigate } = renderForm(await offeringWith(1_234));
    await userEvent.type(screen.getByLabelText('청약 수량'), '10');
    await agreeAll();
    onlineManager.setOnline(false);
    // The device is offline: the request gets no answer.
    sandbox.faults.add({ abort: true, path: '/main/v1/stock/market-operation-time', method: 'GET', times: 1 });
    const button = screen.getByRole('button', { name: '청약 신청하기' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('청약 가능 시간을 확인하지 못했어요. 잠시 후 다시 시도해주세요.');
    expect(button).not.toHaveAttribute('aria-busy', 'true');
    // Usable again: the next press asks again, and once answered goes on to the certificate step.
    await userEvent.click(button);
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/subscription/$id/apply/certificate', params: { id: '108' } }, { replace: true }));
  });
});
