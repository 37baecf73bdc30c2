import { setupSandboxServer } from '@jogak/sandbox/node';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SubscriptionDetailScreen } from './subscription-detail-screen';

// A file of its own: the description's chunk, once loaded, stays loaded for every test of a file.
// Each import waits for the test's answer: `false` fails it as a dropped connection would, `true`
// loads the real module.
const chunk = vi.hoisted(() => ({ answers: [] as Array<(loads: boolean) => void> }));
vi.mock('./offering-description', (importOriginal) =>
  new Promise<boolean>((resolve) => chunk.answers.push(resolve)).then((loads) =>
    loads ? importOriginal() : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  ),
);

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

const GUEST = { userType: '100', investPersonUniqueNo: '', allianceAccountNoRegisterYn: '' } as const;

function answerChunk(attempt: number, loads: boolean) {
  const answer = chunk.answers[attempt];
  if (!answer) throw new Error(`the description's chunk was not asked for a ${attempt + 1}th time`);
  answer(loads);
}

describe('SubscriptionDetailScreen, its 상품 설명 (a chunk of its own)', () => {
  it('설명을 불러오는 동안 그 자리에 자리표시, 실패하면 그 자리에서만 알리고 다시 시도하면 보여준다', async () => {
    // React reports the load's failure its boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderScreen(<SubscriptionDetailScreen id={108} user={GUEST} onGate={vi.fn()} />);

    const description = await screen.findByRole('region', { name: '상품 설명' });
    // The rest of the offering is on screen before the description's rich text (the sanitiser
    // and its allow-list) has been downloaded.
    expect(within(description).getByRole('status')).toHaveTextContent('상품 설명을 불러오는 중이에요');
    expect(screen.getByRole('img', { name: '광안 오션뷰 스테이 건물 외관' })).toBeInTheDocument();
    await expect.poll(() => chunk.answers.length).toBe(1);

    answerChunk(0, false);
    expect(await within(description).findByRole('alert')).toHaveTextContent('상품 설명을 불러오지 못했어요.');
    expect(screen.getByRole('region', { name: '공시' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '청약하기' })).toBeEnabled();

    await user.click(within(description).getByRole('button', { name: '다시 시도하기' }));
    await expect.poll(() => chunk.answers.length).toBe(2);
    answerChunk(1, true);
    expect(await within(description).findByText('광안대교 정면 조망 생활숙박시설, 위탁 운영 수익 배분')).toBeInTheDocument();
    expect(within(description).queryByRole('alert')).toBeNull();
    vi.mocked(console.error).mockRestore();
  });

  it('불러온 설명은 다음 화면에서 바로 보이고, 접근성 위반이 없다', async () => {
    const { container } = renderScreen(<SubscriptionDetailScreen id={108} user={GUEST} onGate={vi.fn()} />);
    const description = await screen.findByRole('region', { name: '상품 설명' });
    expect(within(description).getByText('광안대교 정면 조망 생활숙박시설, 위탁 운영 수익 배분')).toBeInTheDocument();
    expect(within(description).queryByRole('status')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
