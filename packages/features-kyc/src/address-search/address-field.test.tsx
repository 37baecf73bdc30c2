import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddressField } from './address-field';

const CHOSEN = { postNo: '04524', roadAddress: '서울특별시 중구 세종대로 110', detail: '' };

describe('AddressField', () => {
  it('detailRequired 면 상세 칸이 필수로 읽히고 (aria-required), 없으면 아니다; 검색어는 늘 필수다', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(
      <>
        <AddressField id="home" label="집 주소" value={CHOSEN} onValueChange={() => undefined} detailId="home-detail" detailRequired />
        <AddressField id="company" label="직장 주소" value={CHOSEN} onValueChange={() => undefined} detailId="company-detail" />
      </>,
    );
    const homeDetail = screen.getByRole('textbox', { name: '집 주소 상세' });
    expect(homeDetail).toHaveAttribute('aria-required', 'true');
    expect(homeDetail).not.toHaveAttribute('required');
    expect(screen.getByRole('textbox', { name: '직장 주소 상세' })).not.toHaveAttribute('aria-required');
    await expectNoAxeViolations(container);

    // The sheet refuses a search without a keyword (검색어를 2자 이상 입력해주세요.).
    await user.click(screen.getByRole('button', { name: '직장 주소 다시 검색' }));
    const sheet = await screen.findByRole('dialog', { name: '직장 주소 검색' });
    expect(within(sheet).getByRole('textbox', { name: '검색어' })).toHaveAttribute('aria-required', 'true');
  });
});
