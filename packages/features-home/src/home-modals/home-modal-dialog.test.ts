import { describe, expect, it } from 'vitest';
import { homeModalDialog } from './home-modal-dialog';

describe('homeModalDialog', () => {
  it.each([
    [
      { modal: 'CDD' },
      false,
      'HOME_CDD',
      '고객확인이 필요해요',
      '안전한 금융거래를 위해 고객확인(CDD) 정보를 다시 확인해야 해요.',
      ['다음에 하기', '고객확인하기'],
    ],
    [
      { modal: 'CDD' },
      true,
      'HOME_CDD_CORPORATE',
      '법인 고객확인을 진행하고 있어요',
      '법인 고객확인(CDD)이 끝나면 거래할 수 있어요. 궁금한 점은 고객센터(1644-0000)로 문의해주세요.',
      ['확인'],
    ],
    [
      { modal: 'WLF', code: '200' },
      false,
      'HOME_WLF_200',
      '거래 가능 여부를 확인하고 있어요',
      '요주의 인물 확인(WLF)이 진행 중이에요. 확인이 끝나면 거래할 수 있어요.',
      ['확인'],
    ],
    [
      { modal: 'WLF', code: '400' },
      true,
      'HOME_WLF_400',
      '거래가 제한되었어요',
      '요주의 인물 확인(WLF) 결과 거래가 제한되었어요. 자세한 내용은 고객센터(1644-0000)로 문의해주세요.',
      ['확인'],
    ],
    [
      { modal: 'INPROGRESS' },
      false,
      'HOME_INPROGRESS',
      '처리 중인 신청이 있어요',
      '투자자 정보 변경 신청을 심사하고 있어요. 심사가 끝나면 다시 거래할 수 있어요.',
      ['확인'],
    ],
  ] as const)('%j (법인 %s) → %s', (modal, corporate, name, title, contents, buttons) => {
    const dialog = homeModalDialog(modal, { corporate });
    expect([dialog.name, dialog.title, dialog.contents]).toEqual([name, title, contents]);
    expect(dialog.buttons.map((button) => button.text)).toEqual(buttons);
  });

  it('고객센터 번호를 바꿔 넣을 수 있다', () => {
    expect(homeModalDialog({ modal: 'WLF', code: '400' }, { corporate: false, customerServicePhone: '02-1' }).contents).toBe(
      '요주의 인물 확인(WLF) 결과 거래가 제한되었어요. 자세한 내용은 고객센터(02-1)로 문의해주세요.',
    );
  });
});
