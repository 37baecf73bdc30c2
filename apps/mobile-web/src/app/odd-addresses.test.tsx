import { createLiveClient } from '@jogak/realtime';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, sandbox } from '../test/render-app';

describe('이상한 주소', () => {
  it.each(['/market/100%', '/%', '/market/%E0%A4%A'])('%s: 풀 수 없는 퍼센트 이스케이프도 앱의 페이지 없음 화면으로', async (path) => {
    const { location } = await renderApp(path);
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeInTheDocument();
    expect(screen.queryByText('Not Found')).toBeNull();
    // Outside the main layout, the page is still the document's one main (the screen layout's).
    expect(screen.getAllByRole('main')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '홈으로 가기' }));
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
    expect(location().pathname).toBe('/home');
  });

  it('시작 쿼리의 숫자뿐인 event 도 추천 코드로 저장된다', async () => {
    const { location, shell } = await renderApp('/?event=1234&route=qna', { member: 'demo-general' });
    expect(await screen.findByRole('heading', { level: 2, name: '내 문의 내역' })).toBeInTheDocument();
    expect(location().pathname).toBe('/support/qna');
    expect(await shell.services.persistence.get('jogak:referral-code')).toBe('1234');
  });

  it.each([
    ['마크업', '%3Cscript%3E'],
    ['65자', 'A'.repeat(65)],
  ])('추천 코드 형식이 아닌 event(%s)는 저장하지 않고 시작 흐름은 이어진다', async (_kind, event) => {
    const { location, shell } = await renderApp(`/?event=${event}&route=qna`, { member: 'demo-general' });
    expect(await screen.findByRole('heading', { level: 2, name: '내 문의 내역' })).toBeInTheDocument();
    expect(location().pathname).toBe('/support/qna');
    expect(await shell.services.persistence.get('jogak:referral-code')).toBeNull();
  });

  // The router lays a route's validated query over the raw one: a key its validator turned down
  // must still be answered (as nothing), or the raw value reaches the screen as the address had it.
  describe('경로가 받지 않은 쿼리 값은 화면에 닿지 않는다', () => {
    // Typed as digits, a trans_no arrives as a number that has lost its last digits (2.025030470101259e+25).
    const typedTransNo = '20250304701012590101100000';

    it('청약 완료의 숫자로만 적힌 transNo: 거래번호를 보이지 않는다', async () => {
      await renderApp(`/subscription/108/subs-end?transNo=${typedTransNo}`, { member: 'demo-general' });
      expect(await screen.findByText('총 청약 수량')).toBeInTheDocument();
      expect(screen.queryByText('거래번호')).toBeNull();
    });

    it('청약 취소의 숫자로만 적힌 transNo: 취소 결과가 아니라 취소할 청약을 보인다', async () => {
      await renderApp(`/subscription/cancel/certificate?id=108&transNo=${typedTransNo}`, { member: 'demo-general' });
      expect(await screen.findByRole('button', { name: '인증하고 청약 취소하기' })).toBeInTheDocument();
      expect(screen.queryByText('거래번호')).toBeNull();
    });

    it('청약 취소의 공모 번호가 아닌 id(abc): 공모를 묻지 않고 찾지 못했다고 말한다', async () => {
      // Held unanswered: a screen that asked for an offering would wait on it.
      sandbox.faults.add({ hold: true, path: '/main/v1/offerings/*', times: 0 });
      await renderApp('/subscription/cancel/certificate?id=abc', { member: 'demo-general' });
      expect(await screen.findByText('취소할 청약을 찾지 못했어요')).toBeInTheDocument();
    });

    it('시세 목록의 알 수 없는 정렬(sort=7): 기본 정렬인 등락률순', async () => {
      const { shell, live } = await renderApp('/home');
      // Never connected: the rows show the HTTP answers.
      live.client.mockResolvedValue(createLiveClient({ url: 'http://127.0.0.1:9/ws', worker: false }));
      expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
      shell.router.history.push('/market?sort=7');
      const sorts = await screen.findByRole('group', { name: '정렬' });
      expect(within(sorts).getByRole('button', { name: '등락률순' })).toHaveAttribute('aria-pressed', 'true');
    });

    it('공모 목록의 알 수 없는 필터(filter=2): 전체', async () => {
      await renderApp('/subscription?filter=2');
      const filters = await screen.findByRole('group', { name: '공모 상태' });
      expect(within(filters).getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'true');
    });
  });
});
