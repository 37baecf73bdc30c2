import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

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
});
