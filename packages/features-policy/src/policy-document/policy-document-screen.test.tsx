// RichText's DOMPurify mis-sanitises under happy-dom (ui-kit README): these screens run in jsdom.
// @vitest-environment jsdom
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { PolicyDocumentScreen } from './policy-document-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

describe('PolicyDocumentScreen', () => {
  it('약관의 제목, 필수 여부, 버전과 시행일, 본문을 보여준다', async () => {
    const { container } = renderScreen(<PolicyDocumentScreen agreementKey="terms" />);
    expect(await screen.findByRole('heading', { level: 2, name: '서비스 이용약관' })).toBeInTheDocument();
    expect(screen.getByText('버전 3.2 · 2025.01.01 시행').parentElement ?? null).toHaveTextContent('필수버전 3.2 · 2025.01.01 시행');
    expect(screen.getByRole('heading', { level: 3, name: '제1조(목적)' })).toBeInTheDocument();
    expect(screen.getByText('이 약관은 조각 서비스의 이용 조건과 절차를 정합니다.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('개인정보 처리방침과 선택 약관도 같은 화면으로 보여준다', async () => {
    renderScreen(<PolicyDocumentScreen agreementKey="privacy-info" />);
    expect(await screen.findByRole('heading', { level: 2, name: '개인정보 처리방침' })).toBeInTheDocument();
    expect(screen.getByText('이름, 생년월일, 휴대폰 번호, 계좌번호를 수집합니다.')).toBeInTheDocument();
  });

  it('불러오는 동안 자리표시를 보여준다', async () => {
    renderScreen(<PolicyDocumentScreen agreementKey="marketing" />);
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('약관을 불러오는 중이에요');
    expect(await screen.findByRole('heading', { level: 2, name: '마케팅 정보 수신 동의' })).toBeInTheDocument();
    expect(screen.getByText(/선택/)).toBeInTheDocument();
  });

  it('없는 약관은 찾을 수 없다고 말한다', async () => {
    renderScreen(<PolicyDocumentScreen agreementKey="no-such-document" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('약관을 찾을 수 없어요주소를 다시 확인해주세요.');
  });

  it('불러오지 못하면 다시 시도한다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/policy/documents/terms', times: 1 });
    const user = userEvent.setup();
    renderScreen(<PolicyDocumentScreen agreementKey="terms" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('약관을 불러오지 못했어요잠시 후 다시 시도해주세요.');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('heading', { level: 2, name: '서비스 이용약관' })).toBeInTheDocument();
  });

  it('약관을 다시 불러오다 실패해도 (앱으로 돌아올 때 등) 읽던 약관은 그대로 두고 오류를 띄우지 않는다', async () => {
    const { queryClient } = renderScreen(<PolicyDocumentScreen agreementKey="terms" />);
    expect(await screen.findByRole('heading', { level: 2, name: '서비스 이용약관' })).toBeInTheDocument();
    sandbox.faults.add({ status: 400, path: '/main/v1/policy/documents/terms', method: 'GET', times: 0 });
    await queryClient.refetchQueries();
    await waitFor(() => expect(queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')).toBe(true));
    expect(screen.getByText('이 약관은 조각 서비스의 이용 조건과 절차를 정합니다.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
