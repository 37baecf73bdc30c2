import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { passwordPage } from './partner-pages';

/** The password page's own script, run against the few DOM parts it touches. */
function openPasswordPage() {
  const html = passwordPage({
    label: '청약 신청',
    transactionType: 'FRAC_APPLY',
    productName: '광안리 오션뷰 스테이',
    quantity: 10,
    amount: 50_000,
    accountNo: '7010125901',
    transNo: '20250304701012590101100000',
  });
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('the page has no script');

  class FakeElement {
    textContent = '';
    value = '';
    disabled = false;
    dataset: Record<string, string> = {};
    private readonly listeners: Record<string, Array<(event: unknown) => void>> = {};
    addEventListener(type: string, listener: (event: unknown) => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    dispatch(type: string, event: unknown) {
      for (const listener of this.listeners[type] ?? []) listener(event);
    }
    setAttribute() {}
    focus() {}
  }
  const main = new FakeElement();
  main.dataset = { doneText: '청약 신청이 완료되었어요.' };
  const field = new FakeElement();
  const byId: Record<string, FakeElement> = { 'partner-status': new FakeElement(), 'partner-problem': new FakeElement(), 'partner-password': field };
  const answers: Array<(body: unknown) => void> = [];
  const messages: unknown[] = [];
  const document = {
    referrer: '',
    querySelector: () => main,
    getElementById: (id: string) => byId[id] ?? null,
    querySelectorAll: () => [],
    addEventListener: () => undefined,
  };
  const fetch = () =>
    new Promise((resolve) => {
      answers.push((body) => resolve({ ok: true, json: () => Promise.resolve(body) }));
    });
  runInNewContext(script, {
    document,
    fetch,
    location: { search: '?token=agency-1&trans_tp=FRAC_APPLY', pathname: '/__sandbox/partner/account/password' },
    window: { parent: { postMessage: (message: unknown) => messages.push(message) } },
    URL,
    URLSearchParams,
    Element: FakeElement,
  });
  return { field, answers, messages, enter: () => field.dispatch('keydown', { key: 'Enter' }) };
}

describe('비밀번호 화면의 Enter', () => {
  it('보내는 중이거나 완료된 뒤의 Enter는 다시 보내지 않는다', async () => {
    const page = openPasswordPage();
    page.field.value = '1234';
    page.enter();
    page.enter();
    expect(page.answers).toHaveLength(1);

    page.answers[0]?.({ transNo: '20250304701012590101100000' });
    await expect.poll(() => page.messages).toHaveLength(1);
    expect(page.field).toMatchObject({ value: '', disabled: true });
    page.field.value = '1234';
    page.enter();
    expect(page.answers).toHaveLength(1);
  });
});

describe('비밀번호 화면의 문장', () => {
  it('거래 구분 뒤의 조사는 그 말의 받침을 따른다', () => {
    const html = passwordPage({
      label: '청약 취소',
      transactionType: 'FRAC_CANCEL',
      productName: '광안리 오션뷰 스테이',
      quantity: 10,
      amount: 50_000,
      accountNo: '7010125901',
      transNo: '20250304701012590102100000',
    });
    expect(html).toContain('청약 취소를 마치려면 증권 계좌 비밀번호를 입력해주세요.');
    expect(html).toContain('data-done-text="청약 취소가 완료되었어요."');
  });
});
