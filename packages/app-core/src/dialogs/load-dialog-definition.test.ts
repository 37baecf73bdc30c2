import { describe, expect, it } from 'vitest';
import { CONFIRM_DIALOG_CODES, DIALOG_CODES, dialogDefinition } from './dialog-catalogue';
import { loadDialogDefinition } from './load-dialog-definition';

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
