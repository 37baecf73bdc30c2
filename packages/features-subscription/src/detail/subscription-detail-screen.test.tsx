import type { GateUser } from '@jogak/app-core';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { SubscriptionDetailScreen } from './subscription-detail-screen';

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

// Only the clock and the countdown's interval are fake: the sandbox's answers and Testing
// Library's waits keep real timeouts.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(NOW));
});
afterEach(() => {
  vi.useRealTimers();
});

const GUEST: GateUser = { userType: '100', investPersonUniqueNo: '', allianceAccountNoRegisterYn: '' };
const LOGGED_OUT_MEMBER: GateUser = { userType: '100', investPersonUniqueNo: 'P0001', allianceAccountNoRegisterYn: '' };
const UNLINKED_MEMBER: GateUser = { userType: '200', investPersonUniqueNo: 'P0001', allianceAccountNoRegisterYn: 'N' };
const LINKED_MEMBER: GateUser = { userType: '200', investPersonUniqueNo: 'P0001', allianceAccountNoRegisterYn: 'Y' };

function renderDetail(id: number, user: GateUser = GUEST) {
  const onGate = vi.fn();
  const result = renderScreen(<SubscriptionDetailScreen id={id} user={user} onGate={onGate} />);
  return { ...result, onGate };
}

function facts(name: string): string[] {
  const list = screen.getAllByLabelText(name).find((element) => element.tagName === 'DL');
  if (!list) throw new Error(`no facts named ${name}`);
  return Array.from(list.children).map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`);
}

function section(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

function tick(milliseconds: number) {
  act(() => {
    vi.advanceTimersByTime(milliseconds);
  });
}

describe('SubscriptionDetailScreen', () => {
  it('청약 중 공모의 이름, 주소, 공모가와 청약 마감까지 남은 시간을 보여준다', async () => {
    renderDetail(108);
    // Under the app header's h1 (청약 상세): the offering's name is an h2, its sections h3 — one h1 per page.
    expect(await screen.findByRole('heading', { level: 2, name: '광안리 오션뷰 스테이' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: '일정' })).toBeInTheDocument();
    const hero = screen.getByRole('img', { name: '광안 오션뷰 스테이 건물 외관' });
    expect(hero).toHaveAttribute('src', '/__sandbox/images/offering-108.svg');
    // The page's largest paint (issue #18): asked for first, never left for later.
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('부산광역시 수영구 광안해변로 219', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('공모가 5,000원')).toBeInTheDocument();
    expect(screen.getByTestId('countdown')).toHaveTextContent('4일 13:59:59');
    expect(screen.getByText('4일 13시간 59분 59초')).toBeInTheDocument();
  });

  it('카운트다운은 1초마다 줄어든다', async () => {
    renderDetail(108);
    const countdown = await screen.findByTestId('countdown');
    tick(1_000);
    expect(countdown).toHaveTextContent('4일 13:59:58');
    tick(61_000);
    expect(countdown).toHaveTextContent('4일 13:58:57');
    tick(13 * 3_600_000);
    expect(countdown).toHaveTextContent('4일 00:58:57');
  });

  it('마감일 서울 23:59:59 에 00:00:00 이 되고, 그 1초가 지나면 마감을 알린다', async () => {
    vi.setSystemTime(new Date('2025-03-04T23:59:58+09:00'));
    renderDetail(110);
    const countdown = await screen.findByTestId('countdown');
    expect(countdown).toHaveTextContent(/^00:00:01$/);
    tick(1_000);
    expect(countdown).toHaveTextContent(/^00:00:00$/);
    tick(1_000);
    expect(screen.queryByTestId('countdown')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('청약이 마감되었어요');
  });

  it('기기 시간대가 UTC 여도 서울 자정 전 마지막 1초까지 센다', async () => {
    // 14:59:59 UTC is 23:59:59 in Seoul: the last second of 4 March.
    vi.setSystemTime(new Date('2025-03-04T14:59:59Z'));
    renderDetail(110);
    expect(await screen.findByTestId('countdown')).toHaveTextContent(/^00:00:00$/);
  });

  it('청약 현황, 일정, 위험 등급의 뜻, 증서 요약과 건물 정보를 보여준다', async () => {
    renderDetail(108);
    await screen.findByRole('heading', { level: 2, name: '광안리 오션뷰 스테이' });
    expect(facts('청약 현황')).toEqual(['공모가: 5,000원', '총 발행 수량: 800,000주', '모집 수량: 720,000주', '청약 수량: 331,200주', '청약률: 46%']);
    expect(facts('일정')).toEqual(['청약 기간: 2025.03.01 ~ 2025.03.08', '배정일: 2025.03.11', '상장 예정일: 2025.03.25']);
    expect(facts('상품 정보')).toEqual(['증권 종류: 투자계약증권', '위험 등급: 1등급 매우 높은 위험']);
    expect(within(section('상품 정보')).getByText(/^원금 전부를 잃을 수 있고/)).toHaveTextContent(
      '원금 전부를 잃을 수 있고, 수익의 변동이 매우 큰 상품이에요. 위험 등급은 1등급(매우 높은 위험)부터 6등급(매우 낮은 위험)까지예요.',
    );
    expect(within(section('상품 정보')).getByText(/^투자계약증서 제5008호/)).toHaveTextContent(
      '투자계약증서 제5008호: 광안 오션뷰 스테이(부산광역시 수영구 광안해변로 219)의 운영 수익을 투자자에게 계약에 따라 배분합니다.',
    );
    expect(facts('건물 정보')).toEqual([
      '건물명: 광안 오션뷰 스테이',
      '주소: 부산광역시 수영구 광안해변로 219',
      '용도: 숙박시설',
      '규모: 지하 4층 / 지상 15층',
      '연면적: 12,450.8㎡',
      '대지면적: 1,240.5㎡',
      '준공: 2021년',
      '임대율: 88.6%',
    ]);
    expect(within(section('상품 설명')).getByText('광안대교 정면 조망 생활숙박시설, 위탁 운영 수익 배분')).toBeInTheDocument();
  });

  it('청약률은 정확히 맞는 퍼센트를 한 자리 낮게 내리지 않는다 (1,552,500주 / 1,350,000주 → 115%)', async () => {
    const offering = sandbox.state.data.offerings.find((item) => item.name === '판교 테크원 라이프');
    if (!offering) throw new Error('no 판교 테크원 라이프 in the sandbox');
    offering.totalScrQty = 1_552_500;
    renderDetail(Number(offering.id));
    await screen.findByRole('heading', { level: 2, name: '판교 테크원 라이프' });
    expect(facts('청약 현황')).toEqual(['공모가: 5,000원', '총 발행 수량: 1,500,000주', '모집 수량: 1,350,000주', '청약 수량: 1,552,500주', '청약률: 115%']);
  });

  it('예상 수익과 100주로 시작하는 배당금 계산기', async () => {
    renderDetail(108);
    await screen.findByRole('heading', { level: 2, name: '광안리 오션뷰 스테이' });
    expect(facts('예상 수익')).toEqual(['예상 배당수익률: 연 6.1%', '1주당 연 예상 배당금: 305원']);
    expect(screen.getByRole('textbox', { name: '계산할 수량' })).toHaveValue('100');
    expect(facts('예상 배당금 계산 결과')).toEqual(['투자 금액: 500,000원', '연 예상 배당금: 30,500원', '분기마다 예상 배당금: 7,625원']);
    expect(screen.getByText('세전 금액이며, 임대 수익과 운용 상황에 따라 실제 배당금은 달라질 수 있어요.')).toBeInTheDocument();
  });

  it('계산기에 고른 수량의 배당금을 계산하고, 범위를 벗어나면 한국어로 알려준다', async () => {
    const user = userEvent.setup();
    renderDetail(108);
    const quantity = await screen.findByRole('textbox', { name: '계산할 수량' });
    await user.tripleClick(quantity);
    await user.keyboard('0');
    // What was typed stays while typing; the minimum is applied when the field is left.
    expect(quantity).toHaveValue('0');
    await user.tab();
    expect(quantity).toHaveValue('1');
    expect(screen.getByText('1주 이상 입력해주세요.')).toBeInTheDocument();
    expect(facts('예상 배당금 계산 결과')).toEqual(['투자 금액: 5,000원', '연 예상 배당금: 305원', '분기마다 예상 배당금: 76원']);

    await user.tripleClick(quantity);
    await user.keyboard('250');
    expect(quantity).toHaveValue('250');
    expect(screen.queryByText('1주 이상 입력해주세요.')).not.toBeInTheDocument();
    expect(facts('예상 배당금 계산 결과')).toEqual(['투자 금액: 1,250,000원', '연 예상 배당금: 76,250원', '분기마다 예상 배당금: 19,062원']);

    await user.click(screen.getByRole('button', { name: '계산할 수량 늘리기' }));
    expect(quantity).toHaveValue('251');

    await user.tripleClick(quantity);
    await user.keyboard('9999999');
    expect(quantity).toHaveValue('720000');
    expect(screen.getByText('최대 720,000주까지 입력할 수 있어요.')).toBeInTheDocument();
    expect(facts('예상 배당금 계산 결과')).toEqual(['투자 금액: 3,600,000,000원', '연 예상 배당금: 219,600,000원', '분기마다 예상 배당금: 54,900,000원']);
    expect(screen.getByRole('button', { name: '계산할 수량 늘리기' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('공시와 투자 문서로 가는 링크', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderDetail(108);
    await screen.findByRole('heading', { level: 2, name: '광안리 오션뷰 스테이' });
    const disclosures = within(section('공시')).getAllByRole('link');
    expect(disclosures.map((link) => `${link.textContent} → ${link.getAttribute('href')}`)).toEqual([
      '[증권신고] 광안리 오션뷰 스테이 증권신고서 제출2025.02.15 → /subscription/108/disclosure/10801',
      '[투자위험] 광안리 오션뷰 스테이 주요 투자위험 안내2025.02.22 → /subscription/108/disclosure/10802',
    ]);
    const documents = within(section('투자 문서')).getAllByRole('link');
    expect(documents.map((link) => `${link.textContent} → ${link.getAttribute('href')}`)).toEqual([
      '투자설명서PDF → /subscription/108/prospectus/PROSPECTUS',
      '증권신고서PDF → /subscription/108/prospectus/SECURITIES_REPORT',
      '신탁계약서PDF → /subscription/108/prospectus/TRUST_CONTRACT',
      '감정평가서 요약PDF → /subscription/108/prospectus/APPRAISAL',
    ]);
    await user.click(within(section('공시')).getByRole('link', { name: /주요 투자위험 안내/ }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/subscription/$id/disclosure/$disclosureId', params: { id: '108', disclosureId: '10802' } });
  });

  it('공시가 없으면 그렇다고 말한다', async () => {
    const offering = sandbox.state.data.offerings.find((item) => item.id === '108');
    offering?.disclosures.splice(0);
    renderDetail(108);
    expect(await within(await screen.findByRole('region', { name: '공시' })).findByText('아직 공시가 없어요.')).toBeInTheDocument();
  });

  it('청약 예정 공모는 오픈까지 D-day 를 보여주고 청약하기는 잠겨 있다', async () => {
    renderDetail(111);
    expect(await screen.findByRole('heading', { level: 2, name: '명동 헤리티지 호텔' })).toBeInTheDocument();
    expect(screen.getByText('청약 시작 D-3')).toBeInTheDocument();
    expect(screen.queryByTestId('countdown')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '청약 예정이에요' })).toBeDisabled();
  });

  it('청약 마감 공모는 카운트다운 없이 마감을 알리고 청약하기는 잠겨 있다', async () => {
    renderDetail(107);
    expect(await screen.findByRole('heading', { level: 2, name: '한남 스트리트 리테일' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent(/^청약 마감/); // the state, not the countdown's 청약 마감까지
    expect(screen.queryByTestId('countdown')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '청약이 마감되었어요' })).toBeDisabled();
  });

  it('비회원이 청약하기를 누르면 회원가입 안내, 확인하면 앱에 알린다', async () => {
    const user = userEvent.setup();
    const { onGate, onNavigate } = renderDetail(108, GUEST);
    await user.click(await screen.findByRole('button', { name: '청약하기' }));
    const dialog = await screen.findByRole('dialog', { name: '회원가입이 필요해요' });
    await user.click(within(dialog).getByRole('button', { name: '회원가입하기' }));
    expect(onGate).toHaveBeenCalledWith('NEED_SIGN_UP');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('로그아웃한 회원은 청약 로그인 안내(SUBSCRIPTION_LOGIN), 취소하면 아무 데도 가지 않는다', async () => {
    const user = userEvent.setup();
    const { onGate } = renderDetail(108, LOGGED_OUT_MEMBER);
    await user.click(await screen.findByRole('button', { name: '청약하기' }));
    const dialog = await screen.findByRole('dialog', { name: '로그인이 필요해요' });
    expect(dialog).toHaveTextContent('청약하려면 로그인해주세요.');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onGate).not.toHaveBeenCalled();
  });

  it('계좌를 연동하지 않은 회원은 계좌 연동 안내', async () => {
    const user = userEvent.setup();
    const { onGate } = renderDetail(108, UNLINKED_MEMBER);
    await user.click(await screen.findByRole('button', { name: '청약하기' }));
    const dialog = await screen.findByRole('dialog', { name: '계좌 연동이 필요해요' });
    expect(dialog).toHaveTextContent('증권 계좌를 연동하면 청약과 거래를 할 수 있어요.');
    await user.click(within(dialog).getByRole('button', { name: '연동하기' }));
    expect(onGate).toHaveBeenCalledWith('NEED_ACCOUNT_LINK');
  });

  it('계좌를 연동한 회원은 청약 화면으로 간다', async () => {
    const user = userEvent.setup();
    const { onGate, onNavigate } = renderDetail(108, LINKED_MEMBER);
    await user.click(await screen.findByRole('button', { name: '청약하기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/subscription/$id/apply', params: { id: '108' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onGate).not.toHaveBeenCalled();
  });

  it('불러오는 동안 자리표시, 실패하면 한국어 안내와 다시 시도하기', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/offerings/108', times: 0 });
    const user = userEvent.setup();
    renderDetail(108);
    expect(screen.getByText('불러오는 중이에요')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('공모 정보를 불러오지 못했어요.');
    sandbox.faults.clear();
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('heading', { level: 2, name: '광안리 오션뷰 스테이' })).toBeInTheDocument();
  });

  it('서버가 모르는 공모면 찾을 수 없다고만 하고 다시 시도하기는 없다', async () => {
    renderDetail(99999);
    expect(await screen.findByText('공모를 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.getByText('삭제되었거나 주소가 바뀌었을 수 있어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도하기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '청약하기' })).not.toBeInTheDocument();
  });

  it('접근성 위반이 없다', async () => {
    const { container } = renderDetail(108);
    await screen.findByRole('heading', { level: 2, name: '광안리 오션뷰 스테이' });
    await expectNoAxeViolations(container);
  });
});
