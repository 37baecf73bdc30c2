import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TextField, type TextFieldProps } from './text-field';

function Controlled(props: Omit<TextFieldProps, 'value' | 'onValueChange'>) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField {...props} value={value} onValueChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('TextField', () => {
  it('description 은 칸의 설명으로 읽히고, 바뀌어도 알림 영역에 없어 키마다 말하지 않는다 (글자 수)', async () => {
    function Counted() {
      const [value, setValue] = useState('');
      return <TextField label="제목" value={value} onValueChange={setValue} description={`${value.length}/100자`} />;
    }
    render(<Counted />);
    const field = screen.getByRole('textbox', { name: '제목' });
    await userEvent.type(field, '입금');
    expect(field).toHaveAccessibleDescription('2/100자');
    expect(screen.getByText('2/100자').closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
  });

  it('이름 칸은 한글만 남기고 이유를 알려 준다', async () => {
    const user = userEvent.setup();
    render(<Controlled label="이름" cleaner="name" />);
    await user.type(screen.getByLabelText('이름'), '홍길동1a');
    expect(screen.getByLabelText('이름')).toHaveValue('홍길동');
    expect(screen.getByText('한글만 50자까지 입력할 수 있어요.')).toBeInTheDocument();
  });

  it('maxLength 를 넘게 붙여 넣으면 앞부분을 남기고 몇 자까지인지 알려 준다 (말없이 자르지 않는다)', async () => {
    const user = userEvent.setup();
    render(<Controlled label="법인명" maxLength={5} />);
    await user.click(screen.getByLabelText('법인명'));
    await user.paste('(주)성수리빙홀딩스');
    expect(screen.getByLabelText('법인명')).toHaveValue('(주)성수');
    expect(screen.getByText('5자까지 입력할 수 있어요.')).toBeInTheDocument();
    expect(screen.getByLabelText('법인명')).not.toHaveAttribute('maxlength');
  });

  it('숫자 칸의 maxLength 는 자리로 알려 준다', async () => {
    const user = userEvent.setup();
    render(<Controlled label="주민등록번호 앞 6자리" cleaner="digits" maxLength={6} />);
    await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), '9001011');
    expect(screen.getByLabelText('주민등록번호 앞 6자리')).toHaveValue('900101');
    expect(screen.getByText('6자리까지 입력할 수 있어요.')).toBeInTheDocument();
  });

  it('휴대폰 칸은 숫자를 값으로, 3-4-4 형식을 화면에 쓴다', async () => {
    const user = userEvent.setup();
    render(<Controlled label="휴대폰 번호" cleaner="phone" inputMode="numeric" />);
    await user.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
    expect(screen.getByLabelText('휴대폰 번호')).toHaveValue('010-1234-5678');
    expect(screen.getByRole('status')).toHaveTextContent('01012345678');
    expect(screen.queryByText('숫자만 11자리까지 입력할 수 있어요.')).not.toBeInTheDocument();
  });

  it('숫자 칸은 전각 숫자(한글 IME 전각 모드)도 숫자로 받는다 (말없이 버리지 않는다)', async () => {
    const user = userEvent.setup();
    render(<Controlled label="계좌번호" cleaner="digits" />);
    await user.type(screen.getByLabelText('계좌번호'), '０１２');
    expect(screen.getByLabelText('계좌번호')).toHaveValue('012');
    expect(screen.queryByText('숫자만 입력할 수 있어요.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('계좌번호'), '3');
    expect(screen.getByLabelText('계좌번호')).toHaveValue('0123');
    await user.type(screen.getByLabelText('계좌번호'), 'ａ');
    expect(screen.getByLabelText('계좌번호')).toHaveValue('0123');
    expect(screen.getByText('숫자만 입력할 수 있어요.')).toBeInTheDocument();
  });

  it('휴대폰 칸에 전각으로 쓴 번호도 받는다', async () => {
    const user = userEvent.setup();
    render(<Controlled label="휴대폰 번호" cleaner="phone" inputMode="numeric" />);
    await user.click(screen.getByLabelText('휴대폰 번호'));
    await user.paste('０１０－１２３４－５６７８');
    expect(screen.getByLabelText('휴대폰 번호')).toHaveValue('010-1234-5678');
    expect(screen.getByRole('status')).toHaveTextContent('01012345678');
    expect(screen.queryByText('숫자만 11자리까지 입력할 수 있어요.')).not.toBeInTheDocument();
  });

  it('영문·숫자 칸은 전각 숫자를 숫자로 받고 이유 없이 알리지 않는다', async () => {
    const user = userEvent.setup();
    render(<Controlled label="영문 이름" cleaner="english-digits" />);
    await user.type(screen.getByLabelText('영문 이름'), 'HONG１');
    expect(screen.getByLabelText('영문 이름')).toHaveValue('HONG1');
    expect(screen.queryByText('영문과 숫자만 50자까지 입력할 수 있어요.')).not.toBeInTheDocument();
  });

  it('영문이 들어가는 칸은 전각 영문(한글 IME 전각 모드)을 영문으로 받고 알리지 않는다', async () => {
    const user = userEvent.setup();
    render(<Controlled label="영문 이름" cleaner="english-digits" />);
    await user.type(screen.getByLabelText('영문 이름'), 'ＨＯＮＧｇｉｌ');
    expect(screen.getByLabelText('영문 이름')).toHaveValue('HONGgil');
    expect(screen.queryByText('영문과 숫자만 50자까지 입력할 수 있어요.')).not.toBeInTheDocument();
    render(<Controlled label="법인명" cleaner="korean-english" />);
    await user.type(screen.getByLabelText('법인명'), '조각Ｊｏｇａｋ');
    expect(screen.getByLabelText('법인명')).toHaveValue('조각Jogak');
    expect(screen.queryByText('한글과 영문만 50자까지 입력할 수 있어요.')).not.toBeInTheDocument();
  });

  it('이름 칸에 쓴 전각 영문은 여전히 이유와 함께 버린다', async () => {
    const user = userEvent.setup();
    render(<Controlled label="이름" cleaner="name" />);
    await user.type(screen.getByLabelText('이름'), '홍Ａ');
    expect(screen.getByLabelText('이름')).toHaveValue('홍');
    expect(screen.getByText('한글만 50자까지 입력할 수 있어요.')).toBeInTheDocument();
  });

  it('금액 칸은 앞자리 0 을 지워도 12자리 안내를 하지 않고, 12자리를 넘을 때만 알려 준다', async () => {
    const user = userEvent.setup();
    render(<Controlled label="금액" cleaner="amount" />);
    const input = screen.getByLabelText('금액');
    await user.type(input, '05');
    expect(input).toHaveValue('5');
    expect(screen.queryByText('숫자만 12자리까지 입력할 수 있어요.')).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '５００');
    expect(input).toHaveValue('500');
    expect(screen.queryByText('숫자만 12자리까지 입력할 수 있어요.')).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '1234567890123');
    expect(input).toHaveValue('123456789012');
    expect(screen.getByText('숫자만 12자리까지 입력할 수 있어요.')).toBeInTheDocument();
  });

  it('금액 칸과 휴대폰 칸도 글자를 말없이 버리지 않고 숫자만 된다고 알려 준다 (쉼표·하이픈은 칸의 것이라 알리지 않는다)', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Controlled label="금액" cleaner="amount" format={(v) => (v ? Number(v).toLocaleString('ko-KR') : '')} />
        <Controlled label="휴대폰 번호" cleaner="phone" inputMode="numeric" />
      </>,
    );
    const amount = screen.getByLabelText('금액');
    await user.type(amount, '1000');
    expect(amount).toHaveValue('1,000');
    expect(screen.queryByText('숫자만 입력할 수 있어요.')).not.toBeInTheDocument();
    await user.type(amount, 'a');
    expect(amount).toHaveValue('1,000');
    expect(screen.getByText('숫자만 입력할 수 있어요.')).toBeInTheDocument();
    await user.type(amount, '5');
    expect(amount).toHaveValue('10,005');
    expect(screen.queryByText('숫자만 입력할 수 있어요.')).not.toBeInTheDocument();

    const phone = screen.getByLabelText('휴대폰 번호');
    await user.type(phone, '0101234');
    expect(phone).toHaveValue('010-123-4');
    expect(screen.queryByText('숫자만 입력할 수 있어요.')).not.toBeInTheDocument();
    await user.type(phone, 'ㄱ');
    expect(phone).toHaveValue('010-123-4');
    expect(screen.getByText('숫자만 입력할 수 있어요.')).toBeInTheDocument();
    await user.clear(phone);
    await user.paste('010 1234 5678');
    expect(phone).toHaveValue('010-1234-5678');
    expect(screen.queryByText('숫자만 입력할 수 있어요.')).not.toBeInTheDocument();
  });

  it('사업자등록번호 칸은 3-2-5로 보이고, 글자는 왜 안 되는지, 11번째 숫자는 10자리까지라고 말한다', async () => {
    const user = userEvent.setup();
    render(<Controlled label="사업자등록번호" cleaner="business-number" inputMode="numeric" />);
    const field = screen.getByLabelText('사업자등록번호');
    await user.type(field, '21488');
    expect(field).toHaveValue('214-88');
    expect(screen.queryByText('숫자만 입력할 수 있어요.')).not.toBeInTheDocument();
    await user.type(field, 'a');
    expect(field).toHaveValue('214-88');
    expect(field).toHaveAccessibleDescription('숫자만 입력할 수 있어요.');
    await user.type(field, '１２３４５6');
    expect(field).toHaveValue('214-88-12345');
    expect(field).toHaveAccessibleDescription('숫자만 10자리까지 입력할 수 있어요.');
    await user.clear(field);
    await user.paste('214-88-12345');
    expect(field).toHaveValue('214-88-12345');
    expect(field).not.toHaveAccessibleDescription();
  });

  it('숫자 칸은 정리 규칙에 맞는 키보드를 연다: 전화번호는 전화 키패드, 금액·숫자·사업자등록번호는 숫자 키패드', () => {
    render(
      <>
        <Controlled label="법인 대표 전화번호" cleaner="phone" />
        <Controlled label="금액" cleaner="amount" />
        <Controlled label="계좌번호" cleaner="digits" />
        <Controlled label="사업자등록번호" cleaner="business-number" />
        <Controlled label="법인명" cleaner="korean-english" />
        <Controlled label="인증번호" cleaner="phone" inputMode="numeric" />
      </>,
    );
    expect(screen.getByLabelText('법인 대표 전화번호')).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByLabelText('금액')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('계좌번호')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('사업자등록번호')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('법인명')).not.toHaveAttribute('inputmode');
    expect(screen.getByLabelText('인증번호')).toHaveAttribute('inputmode', 'numeric');
  });

  it('금액 칸에 소수점을 붙여 넣으면 소수점 아래를 버리고 이유를 알려 준다 (전각 소수점도)', async () => {
    const user = userEvent.setup();
    render(<Controlled label="금액" cleaner="amount" />);
    const amount = screen.getByLabelText('금액');
    await user.click(amount);
    await user.paste('5,000.00');
    expect(amount).toHaveValue('5000');
    expect(amount).toHaveAccessibleDescription('소수점 아래는 입력할 수 없어요.');
    await user.clear(amount);
    await user.paste('１２．５');
    expect(amount).toHaveValue('12');
    expect(amount).toHaveAccessibleDescription('소수점 아래는 입력할 수 없어요.');
  });

  it('한글 조합 중에는 정리하지 않고, 조합이 끝나면 정리한다', () => {
    render(<Controlled label="영문 이름" cleaner="english-digits" />);
    const input = screen.getByLabelText('영문 이름');
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'ab하' } });
    expect(input).toHaveValue('ab하');
    fireEvent.compositionEnd(input, { target: { value: 'ab하' } });
    expect(input).toHaveValue('ab');
    expect(screen.getByText('영문과 숫자만 50자까지 입력할 수 있어요.')).toBeInTheDocument();
  });

  it('안내가 없는 칸도 알림 영역을 처음부터 비워 두고, 거절한 이유는 그 영역에 넣는다 (새로 생긴 영역은 읽히지 않는다)', async () => {
    const user = userEvent.setup();
    const { container } = render(<Controlled label="이름" cleaner="name" />);
    const input = screen.getByLabelText('이름');
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();
    // An empty region describes nothing until it has a notice.
    expect(input).not.toHaveAttribute('aria-describedby');
    await user.type(input, '1');
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toHaveTextContent('한글만 50자까지 입력할 수 있어요.');
    expect(input).toHaveAccessibleDescription('한글만 50자까지 입력할 수 있어요.');
    await user.type(input, '홍');
    expect(region).toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-describedby');
    await expectNoAxeViolations(container);
  });

  it('maxLength 는 글자(코드 포인트)로 세어, 이모지를 반으로 잘라 외톨이 서로게이트를 남기지 않는다', async () => {
    const user = userEvent.setup();
    render(<Controlled label="법인명" maxLength={50} />);
    const input = screen.getByLabelText('법인명');
    // 49 가 and 😀 are 50 characters (51 UTF-16 units): all of it fits.
    await user.click(input);
    await user.paste(`${'가'.repeat(49)}😀`);
    expect(screen.getByRole('status')).toHaveTextContent(`${'가'.repeat(49)}😀`);
    expect(input).not.toHaveAccessibleDescription();
    // One emoji more is cut whole, with the notice.
    await user.clear(input);
    await user.paste(`${'가'.repeat(49)}😀😀`);
    expect(screen.getByRole('status').textContent).toBe(`${'가'.repeat(49)}😀`);
    expect(screen.getByRole('status').textContent).not.toMatch(/\p{Cs}/u);
    expect(input).toHaveAccessibleDescription('50자까지 입력할 수 있어요.');
  });

  it('형식이 보여 주는 구분자(날짜의 -)는 버린 글자로 알리지 않고, 가운데를 고쳐도 커서는 고친 자리에 있다', async () => {
    const user = userEvent.setup();
    const dashed = (digits: string) => [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join('-');
    render(<Controlled label="생년월일" cleaner="digits" maxLength={8} format={dashed} />);
    const input = screen.getByLabelText<HTMLInputElement>('생년월일');
    await user.type(input, '19930129');
    expect(input).toHaveValue('1993-01-29');
    expect(input).not.toHaveAccessibleDescription();
    // The month selected and typed over.
    input.setSelectionRange(5, 7);
    await user.keyboard('10');
    expect(input).toHaveValue('1993-10-29');
    expect(input).not.toHaveAccessibleDescription();
    await user.type(input, '1', { initialSelectionStart: 10, initialSelectionEnd: 10 });
    expect(input).toHaveValue('1993-10-29');
    expect(input).toHaveAccessibleDescription('8자리까지 입력할 수 있어요.');
  });

  it('영문 이름 칸은 대문자로 쓰고, 가운데에 넣은 글자 바로 뒤에 커서를 둔다', async () => {
    const user = userEvent.setup();
    render(<Controlled label="영문 성" cleaner="english-name" />);
    const input = screen.getByLabelText<HTMLInputElement>('영문 성');
    await user.type(input, 'jng');
    expect(input).toHaveValue('JNG');
    input.setSelectionRange(1, 1);
    await user.keyboard('u');
    expect(input).toHaveValue('JUNG');
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
    await user.keyboard('x');
    expect(input).toHaveValue('JUXNG');
    // Small letters are not refused, only what a passport name has not.
    expect(input).not.toHaveAccessibleDescription();
    await user.type(input, ' -1');
    expect(input).toHaveValue('JUXNG ');
    expect(input).toHaveAccessibleDescription('영문과 띄어쓰기만 50자까지 입력할 수 있어요.');
  });

  it('오류는 aria-invalid와 alert로 알리고 axe 위반이 없다', async () => {
    const { container } = render(
      <TextField label="이메일" value="a@" onValueChange={() => undefined} error="이메일 형식을 확인해주세요." hint="회사 메일도 돼요." />,
    );
    const input = screen.getByLabelText('이메일');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('회사 메일도 돼요. 이메일 형식을 확인해주세요.');
    expect(screen.getByRole('alert')).toHaveTextContent('이메일 형식을 확인해주세요.');
    await expectNoAxeViolations(container);
  });

  it('aria-required 를 입력칸에 그대로 넘겨 필수 칸으로 읽히고, 브라우저의 required 는 붙이지 않는다', async () => {
    const { container } = render(
      <>
        <Controlled label="이름" aria-required />
        <Controlled label="추천인 코드" />
      </>,
    );
    const name = screen.getByRole('textbox', { name: '이름' });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).not.toHaveAttribute('required');
    expect(screen.getByRole('textbox', { name: '추천인 코드' })).not.toHaveAttribute('aria-required');
    await expectNoAxeViolations(container);
  });
});
