// RichText sanitises with DOMPurify, which mis-sanitises under happy-dom: these screens run in jsdom.
// @vitest-environment jsdom
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { FaqDetailScreen } from './faq-detail-screen';
import { FaqListScreen } from './faq-list-screen';
import type { FaqListSearch } from './faq-list-search';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.faults.clear();
  sandbox.reset();
});
afterAll(() => sandbox.close());

/** The list as the app holds it: what the screen writes to the query comes back as its `search`. */
function FaqList({ initial = {}, signedIn = true }: { readonly initial?: FaqListSearch; readonly signedIn?: boolean }) {
  const [search, setSearch] = useState(initial);
  return <FaqListScreen search={search} onSearchChange={setSearch} signedIn={signedIn} />;
}

/** Where a guest's 1:1 문의하기 leads: login, then back to the inquiry form. */
const GUEST_INQUIRY_HREF = '/auth/login?redirect=%2Fsupport%2Fqna%2Fcreate';

const questionsIn = () =>
  within(screen.getByRole('list', { name: '자주 묻는 질문 목록' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('FaqListScreen', () => {
  it('모든 분류의 질문을 보여주고, 분류를 고르면 그 분류만 보여준다', async () => {
    const user = userEvent.setup();
    renderScreen(<FaqList />);
    await screen.findByRole('list', { name: '자주 묻는 질문 목록' });
    expect(questionsIn()).toEqual([
      '회원만 19세 미만도 가입할 수 있나요?',
      '청약청약은 언제 할 수 있나요?',
      '청약청약한 뒤에 취소할 수 있나요?',
      '계좌연간 투자한도는 얼마인가요?',
      '계좌출금은 얼마부터 가능한가요?',
      '거래주문 가격은 어떻게 정하나요?',
      '거래거래 수수료는 얼마인가요?',
      '기타배당금은 언제 들어오나요?',
    ]);
    const chips = screen.getByRole('group', { name: '질문 분류' });
    expect(within(chips).getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(chips).getByRole('button', { name: '거래' }));
    expect(within(chips).getByRole('button', { name: '거래' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('주문 가격은 어떻게 정하나요?')).toBeInTheDocument();
    expect(questionsIn()).toEqual(['거래주문 가격은 어떻게 정하나요?', '거래거래 수수료는 얼마인가요?']);
  });

  it('질문과 답변에서 검색하고, 맞는 것이 없으면 1:1 문의로 안내한다', async () => {
    const user = userEvent.setup();
    renderScreen(<FaqList />);
    await screen.findByRole('list', { name: '자주 묻는 질문 목록' });
    await user.type(screen.getByRole('searchbox', { name: '질문 검색' }), '부가세');
    expect(questionsIn()).toEqual(['거래거래 수수료는 얼마인가요?']);
    // Said to a screen reader as the list narrows.
    expect(screen.getByRole('status', { name: '질문 검색 결과' })).toHaveTextContent('질문 1개를 찾았어요');
    await user.clear(screen.getByRole('searchbox', { name: '질문 검색' }));
    await user.type(screen.getByRole('searchbox', { name: '질문 검색' }), '해외주식');
    const none = screen.getByRole('region', { name: '검색 결과 없음' });
    expect(none).toHaveTextContent('‘해외주식’에 맞는 질문이 없어요다른 말로 찾아보거나 1:1 문의를 남겨주세요.1:1 문의하기');
    expect(screen.getByRole('status', { name: '질문 검색 결과' })).toHaveTextContent('‘해외주식’에 맞는 질문이 없어요');
    expect(within(none).getByRole('link', { name: '1:1 문의하기' })).toHaveAttribute('href', '/support/qna/create');
  });

  it('비회원의 1:1 문의하기는 로그인으로 가고, 로그인 뒤 문의 작성으로 돌아온다', async () => {
    const user = userEvent.setup();
    renderScreen(<FaqList signedIn={false} />);
    await screen.findByRole('list', { name: '자주 묻는 질문 목록' });
    await user.type(screen.getByRole('searchbox', { name: '질문 검색' }), '해외주식');
    const none = screen.getByRole('region', { name: '검색 결과 없음' });
    expect(within(none).getByRole('link', { name: '1:1 문의하기' })).toHaveAttribute('href', GUEST_INQUIRY_HREF);
  });

  it('검색 칸은 테두리 안에 있어 초점이 보인다', async () => {
    const user = userEvent.setup();
    renderScreen(<FaqList />);
    const search = screen.getByRole('searchbox', { name: '질문 검색' });
    // ui-kit draws a control's edge and focus ring on the jg-field__control around it (`:focus-within`).
    expect(search.parentElement).toHaveClass('jg-field__control');
    await user.click(search);
    expect(search.parentElement?.matches('.jg-field__control:focus-within')).toBe(true);
    await screen.findByRole('list', { name: '자주 묻는 질문 목록' });
  });

  it('띄어쓰기 없이 찾아도 맞고, 조합 중인 글자(출을 치는 중의 ㅊ, 추)에도 결과 없음을 띄우지 않는다', async () => {
    const user = userEvent.setup();
    renderScreen(<FaqList />);
    await screen.findByRole('list', { name: '자주 묻는 질문 목록' });
    const box = screen.getByRole('searchbox', { name: '질문 검색' });
    await user.type(box, '출금가능');
    expect(questionsIn()).toEqual(['계좌출금은 얼마부터 가능한가요?']);
    // A keyboard's IME hands the box each step of the syllable: 'ㅊ', then '추', then '출'.
    for (const composing of ['ㅊ', '추', '출']) {
      await user.clear(box);
      await user.type(box, composing);
      expect(screen.queryByRole('region', { name: '검색 결과 없음' })).toBeNull();
      expect(questionsIn()).toContain('계좌출금은 얼마부터 가능한가요?');
    }
  });

  it('질문을 누르면 답변을 펼치고 자세히 보기로 이어진다', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(<FaqList />);
    const question = await screen.findByRole('button', { name: '청약청약은 언제 할 수 있나요?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('청약은 영업일(주말·공휴일 제외) 09:00부터 16:00까지 가능합니다.')).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('청약은 영업일(주말·공휴일 제외) 09:00부터 16:00까지 가능합니다.')).toBeVisible();
    expect(screen.getByRole('link', { name: '답변 자세히 보기' })).toHaveAttribute('href', '/support/faq/2');
    await expectNoAxeViolations(container);
  });

  it('분류에 질문이 없으면 그렇게 말하고, 실패하면 다시 시도할 수 있다', async () => {
    sandbox.state.data.faqs.splice(0);
    sandbox.faults.add({ status: 502, path: '/main/v1/board/faqs', times: 1 });
    const user = userEvent.setup();
    renderScreen(<FaqList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('자주 묻는 질문을 불러오지 못했어요.');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('region', { name: '등록된 질문이 없어요' })).toBeInTheDocument();
  });

  it('주소의 분류와 검색어로 열리고, 바꾼 분류와 검색어를 주소에 쓰도록 알린다', async () => {
    const onSearchChange = vi.fn<(search: FaqListSearch) => void>();
    const user = userEvent.setup();
    renderScreen(<FaqListScreen search={{ category: 'ACCOUNT', q: '출금' }} onSearchChange={onSearchChange} signedIn />);
    await screen.findByRole('list', { name: '자주 묻는 질문 목록' });
    expect(within(screen.getByRole('group', { name: '질문 분류' })).getByRole('button', { name: '계좌' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: '질문 검색' })).toHaveValue('출금');
    expect(questionsIn()).toEqual(['계좌출금은 얼마부터 가능한가요?']);
    await user.type(screen.getByRole('searchbox', { name: '질문 검색' }), ' 금액');
    expect(onSearchChange).toHaveBeenLastCalledWith({ category: 'ACCOUNT', q: '출금 금액' });
    await user.click(screen.getByRole('button', { name: '전체' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ q: '출금 금액' });
  });

  it('불러오는 동안 자리표시를 보여준다', async () => {
    renderScreen(<FaqList />);
    const loading = within(screen.getByRole('main')).getAllByRole('status').filter((region) => region.textContent === '불러오는 중이에요');
    expect(loading).toHaveLength(1);
    await screen.findByRole('list', { name: '자주 묻는 질문 목록' });
  });
});

describe('FaqDetailScreen', () => {
  it('질문, 분류, 답변과 1:1 문의 링크를 보여준다', async () => {
    const { container } = renderScreen(<FaqDetailScreen id={5} signedIn />);
    expect(await screen.findByRole('heading', { level: 2, name: '출금은 얼마부터 가능한가요?' })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('계좌출금은 얼마부터 가능한가요?출금은 5,000원 이상, 출금 가능 금액 이내에서 가능합니다.');
    expect(within(article).getByRole('link', { name: '1:1 문의하기' })).toHaveAttribute('href', '/support/qna/create');
    expect(within(article).getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/support/faq');
    await expectNoAxeViolations(container);
  });

  it('비회원에게는 1:1 문의하기가 로그인을 거쳐 문의 작성으로 간다', async () => {
    renderScreen(<FaqDetailScreen id={5} signedIn={false} />);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('link', { name: '1:1 문의하기' })).toHaveAttribute('href', GUEST_INQUIRY_HREF);
  });

  it('없는 질문은 찾을 수 없다고 말한다', async () => {
    renderScreen(<FaqDetailScreen id={404} signedIn />);
    expect(await screen.findByRole('region', { name: '질문을 찾을 수 없어요' })).toBeInTheDocument();
  });

  it('실패하면 다시 시도할 수 있다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/board/faqs/1', times: 1 });
    const user = userEvent.setup();
    renderScreen(<FaqDetailScreen id={1} signedIn />);
    expect(await screen.findByRole('alert')).toHaveTextContent('질문을 불러오지 못했어요.');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('heading', { level: 2, name: '만 19세 미만도 가입할 수 있나요?' })).toBeInTheDocument();
  });
});
