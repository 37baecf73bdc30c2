import { renderScreen } from '@jogak/feature-testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyKycDraft, emptyKycSecrets, type KycDraft } from '../kyc-form/kyc-draft';
import { BasicInfoStep } from './basic-info-step';

/** The step with the draft held as the screen holds it. */
function BasicInfo() {
  const [draft, setDraft] = useState<KycDraft>(emptyKycDraft());
  return (
    <BasicInfoStep
      draft={draft}
      secrets={emptyKycSecrets()}
      errors={{}}
      change={(patch) => setDraft((current) => ({ ...current, ...patch }))}
      changeSecrets={() => undefined}
      fieldId={(field) => `kyc-${field}`}
    />
  );
}

describe('기본 정보', () => {
  it.each(['영문 성', '영문 이름'])('%s 은 대문자로 쓰고, 가운데에 넣은 글자 바로 뒤에 커서를 둔다', async (label) => {
    const user = userEvent.setup();
    renderScreen(<BasicInfo />);
    const field = screen.getByLabelText<HTMLInputElement>(label);
    await user.type(field, 'JNG');
    // The caret after J: u goes in as U, and the caret stays after it.
    field.setSelectionRange(1, 1);
    await user.keyboard('u');
    expect(field).toHaveValue('JUNG');
    expect([field.selectionStart, field.selectionEnd]).toEqual([2, 2]);
    await user.keyboard('x');
    expect(field).toHaveValue('JUXNG');
  });
});
