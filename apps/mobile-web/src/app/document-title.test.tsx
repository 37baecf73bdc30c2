import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

/** WCAG 2.4.2: each page is named in the document's title, as app-core's route table names it. */
describe('문서 제목', () => {
  it('화면마다 제 이름 | 조각, 홈은 조각', async () => {
    const user = userEvent.setup();
    await renderApp('/support/faq');
    await screen.findByRole('list', { name: '자주 묻는 질문 목록' });
    expect(document.title).toBe('자주 묻는 질문 | 조각');

    const tabs = screen.getByRole('navigation', { name: '주요 메뉴' });
    await user.click(within(tabs).getByRole('button', { name: '청약' }));
    await screen.findByRole('list', { name: '전체 공모' });
    expect(document.title).toBe('청약 | 조각');

    await user.click(within(tabs).getByRole('button', { name: '홈' }));
    await screen.findByRole('heading', { name: '모집 중인 공모' });
    expect(document.title).toBe('조각');
  });

  it('찾을 수 없는 주소는 그 화면의 이름으로, 홈으로 가면 다시 조각', async () => {
    const user = userEvent.setup();
    await renderApp('/market/100%');
    await screen.findByRole('heading', { name: '페이지를 찾을 수 없어요' });
    expect(document.title).toBe('페이지를 찾을 수 없어요 | 조각');

    await user.click(screen.getByRole('button', { name: '홈으로 가기' }));
    await screen.findByRole('heading', { name: '모집 중인 공모' });
    expect(document.title).toBe('조각');
  });

  it('오류 화면은 오류 | 조각', async () => {
    await renderApp('/error');
    await screen.findByRole('heading', { name: '이런!' });
    expect(document.title).toBe('오류 | 조각');
  });

  it('메인 화면 안에서 찾을 수 없는 주소도 그 화면의 이름이다', async () => {
    await renderApp('/support/qna/abc');
    await screen.findByRole('heading', { name: '페이지를 찾을 수 없어요' });
    expect(document.title).toBe('페이지를 찾을 수 없어요 | 조각');
  });
});
