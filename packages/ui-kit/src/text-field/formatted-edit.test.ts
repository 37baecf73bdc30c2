import { formatAmount, onlyDigits } from '@jogak/domain-rules';
import { describe, expect, it } from 'vitest';
import { formattedEdit } from './formatted-edit';

const amount = { value: '5440', shown: '5,440', clean: (raw: string) => onlyDigits(raw), show: formatAmount };

describe('formattedEdit', () => {
  it('가운데 숫자를 지우면 커서는 지운 숫자 자리에 간다 (쉼표는 건너뛴다)', () => {
    expect(formattedEdit({ ...amount, raw: '5,40', selection: 2, inputType: 'deleteContentBackward' })).toEqual({ text: '5,40', caret: 1 });
  });

  it('쉼표만 지운 Backspace 는 그 앞 숫자를, Delete 는 그 뒤 숫자를 지운다', () => {
    expect(formattedEdit({ ...amount, raw: '5440', selection: 1, inputType: 'deleteContentBackward' })).toEqual({ text: '440', caret: 0 });
    expect(formattedEdit({ ...amount, raw: '5440', selection: 1, inputType: 'deleteContentForward' })).toEqual({ text: '540', caret: 1 });
  });

  it('보이는 글이 친 글 그대로면 커서를 옮기지 않는다', () => {
    expect(formattedEdit({ ...amount, raw: '5,4405', selection: 6, inputType: 'insertText' })).toEqual({ text: '5,4405', caret: 6 });
    expect(formattedEdit({ value: 'ab', shown: 'ab', clean: (raw) => raw, show: (value) => value, raw: 'abc', selection: 3, inputType: 'insertText' })).toEqual({
      text: 'abc',
      caret: null,
    });
  });

  it('커서를 모르면 친 글만 돌려준다', () => {
    expect(formattedEdit({ ...amount, raw: '5,4401', selection: null, inputType: 'insertText' })).toEqual({ text: '5,4401', caret: null });
  });
});
