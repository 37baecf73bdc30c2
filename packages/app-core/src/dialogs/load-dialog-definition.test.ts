import { openDialog, showToast } from '@jogak/ui-kit';
import type * as UiKit from '@jogak/ui-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as CatalogueModule from './dialog-catalogue';
import { dialogDefinition } from './dialog-catalogue';
import { CONFIRM_DIALOG_CODES, DIALOG_CODES } from './dialog-codes';
import { CATALOGUE_UNAVAILABLE_TOAST, loadDialogDefinition, openCatalogueDialog } from './load-dialog-definition';

/**
 * The catalogue as the loader takes it: while `unavailable`, reading it fails as a chunk that
 * cannot be fetched does (raised where the loader reads the export: vitest keeps a mocked module
 * once loaded).
 */
const catalogue = vi.hoisted(() => ({ unavailable: false }));
vi.mock('./dialog-catalogue', async (importOriginal) => {
  const original = await importOriginal<typeof CatalogueModule>();
  return {
    ...original,
    get dialogDefinition() {
      if (catalogue.unavailable) throw new TypeError('Failed to fetch dynamically imported module: dialog-catalogue.js');
      return original.dialogDefinition;
    },
  };
});
vi.mock('@jogak/ui-kit', async (importOriginal) => ({
  ...(await importOriginal<typeof UiKit>()),
  openDialog: vi.fn(() => Promise.resolve(true)),
  showToast: vi.fn(),
}));

afterEach(() => {
  catalogue.unavailable = false;
  vi.mocked(openDialog).mockClear();
  vi.mocked(showToast).mockClear();
});

describe('loadDialogDefinition', () => {
  it.each([...DIALOG_CODES, ...CONFIRM_DIALOG_CODES].filter((code) => code !== 'SUBSCRIPTION_IMPOSSIBLE_TIME'))(
    '%s: the catalogue definition, loaded on use',
    async (code) => {
      await expect(loadDialogDefinition(code)).resolves.toEqual(dialogDefinition(code));
    },
  );

  it('passes the context on: the weekday hours and the customer-service number', async () => {
    const hours = await loadDialogDefinition('SUBSCRIPTION_IMPOSSIBLE_TIME', { dealBeginHour: 9, dealEndingHour: 15 });
    expect(hours.contents).toBe('청약은 평일 09:00 ~ 15:00에만 할 수 있어요.');
    const phone = await loadDialogDefinition('INVEST_CHANGE_ERROR', { customerServicePhone: '02-000-0000' });
    expect(phone.contents).toContain('고객센터(02-000-0000)');
  });
});

describe('openCatalogueDialog', () => {
  it('opens the catalogue dialog and answers what the member chose', async () => {
    await expect(openCatalogueDialog('NEED_LOG_IN')).resolves.toBe(true);
    expect(openDialog).toHaveBeenCalledWith(dialogDefinition('NEED_LOG_IN'));
    expect(showToast).not.toHaveBeenCalled();
  });

  it('says so in a toast and answers false when the copy cannot be fetched; the next press tries again', async () => {
    catalogue.unavailable = true;
    await expect(openCatalogueDialog('NEED_ACCOUNT_LINK')).resolves.toBe(false);
    expect(showToast).toHaveBeenCalledWith('안내를 불러오지 못했어요. 잠시 후 다시 시도해주세요.');
    expect(CATALOGUE_UNAVAILABLE_TOAST).toBe('안내를 불러오지 못했어요. 잠시 후 다시 시도해주세요.');
    expect(openDialog).not.toHaveBeenCalled();

    catalogue.unavailable = false;
    await expect(openCatalogueDialog('NEED_ACCOUNT_LINK')).resolves.toBe(true);
    expect(openDialog).toHaveBeenCalledWith(dialogDefinition('NEED_ACCOUNT_LINK'));
  });
});
