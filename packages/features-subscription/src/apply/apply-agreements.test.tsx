import type { components } from '@jogak/api-client';
import { renderScreen, SANDBOX_ORIGIN } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApplyAgreements } from './apply-agreements';

type OfferingDetail = components['schemas']['OfferingDetail'];

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

/** Offering 108 (광안리 오션뷰 스테이, 투자계약증권) under another name. */
async function offeringNamed(name: string): Promise<OfferingDetail> {
  const response = await fetch(`${SANDBOX_ORIGIN}/main/v1/offerings/108`);
  const detail = (await response.json()) as OfferingDetail;
  return { ...detail, name };
}

describe('ApplyAgreements 투자설명서 확인', () => {
  it.each([
    ['광안리 오션뷰 스테이', '광안리 오션뷰 스테이는'],
    ['명동 헤리티지 호텔', '명동 헤리티지 호텔은'],
    ['역삼 테헤란 418', '역삼 테헤란 418은'],
  ])('%s: 조사는 이름을 읽는 소리를 따른다 (%s)', async (name, subject) => {
    const user = userEvent.setup();
    renderScreen(<ApplyAgreements offering={await offeringNamed(name)} agreements={{ manual: false, unsuitable: false }} onAgree={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: '투자설명서(상품 설명서) 확인 열기' }));
    const sheet = await screen.findByRole('dialog', { name: '투자설명서(상품 설명서) 확인' });
    expect(sheet).toHaveTextContent(`${subject} 투자계약증권이며 위험 등급은`);
  });
});
