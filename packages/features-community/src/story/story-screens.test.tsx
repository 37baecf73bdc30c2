// RichText's DOMPurify mis-sanitises under happy-dom (ui-kit README): these screens run in jsdom.
// @vitest-environment jsdom
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { StoryDetailScreen } from './story-detail-screen';
import { StoryListScreen } from './story-list-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

describe('StoryListScreen', () => {
  it('스토리를 날짜와 함께 보여주고 상세로 간다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<StoryListScreen />);
    const list = await screen.findByRole('list', { name: '스토리 목록' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '조각투자, 건물 한 채를 5천원으로2025.02.17',
      '배당은 어떻게 정해질까?2025.02.02',
      '부산 해운대, 왜 다시 주목받나2025.01.18',
    ]);
    await user.click(within(list).getByRole('link', { name: /배당은 어떻게 정해질까/ }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/community/story/$id', params: { id: '2' } });
  });

  it('불러오는 동안 자리표시, 없으면 빈 상태', async () => {
    sandbox.state.data.stories.splice(0);
    renderScreen(<StoryListScreen />);
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('목록을 불러오는 중이에요');
    expect(await screen.findByText('아직 등록된 스토리가 없어요')).toBeInTheDocument();
  });

  it('불러오지 못하면 다시 시도한다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/board/stories', times: 1 });
    const user = userEvent.setup();
    renderScreen(<StoryListScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('스토리를 불러오지 못했어요잠시 후 다시 시도해주세요.');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByText('배당은 어떻게 정해질까?')).toBeInTheDocument();
  });
});

describe('StoryDetailScreen', () => {
  it('스토리의 제목, 날짜, 본문을 보여준다', async () => {
    const { container } = renderScreen(<StoryDetailScreen id={1} />);
    expect(await screen.findByRole('heading', { level: 2, name: '조각투자, 건물 한 채를 5천원으로' })).toBeInTheDocument();
    expect(screen.getByText('2025.02.17')).toBeInTheDocument();
    expect(screen.getByText('신탁수익증권은 건물을 신탁하고, 그 수익을 받을 권리를 잘게 나눈 증권입니다.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('불러오는 동안 자리표시, 없는 스토리는 찾을 수 없다고 말한다', async () => {
    renderScreen(<StoryDetailScreen id={77} />);
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('내용을 불러오는 중이에요');
    expect(await screen.findByRole('alert')).toHaveTextContent('스토리를 찾을 수 없어요삭제되었거나 주소가 바뀌었을 수 있어요.');
  });

  it('불러오지 못하면 다시 시도한다', async () => {
    sandbox.faults.add({ abort: true, path: '/main/v1/board/stories/2', times: 1 });
    const user = userEvent.setup();
    renderScreen(<StoryDetailScreen id={2} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('스토리를 불러오지 못했어요잠시 후 다시 시도해주세요.');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('heading', { level: 2, name: '배당은 어떻게 정해질까?' })).toBeInTheDocument();
  });
});
