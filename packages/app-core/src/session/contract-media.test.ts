import { describe, expect, it } from 'vitest';
import { contractMedia } from './contract-media';

describe('contractMedia', () => {
  it('셸이 알린 OS 는 그대로', () => {
    expect(contractMedia('ANDROID')).toBe('ANDROID');
    expect(contractMedia('IOS')).toBe('IOS');
    expect(contractMedia('WEB')).toBe('WEB');
  });
  it('모르는 값이나 빈 값은 WEB', () => {
    expect(contractMedia('')).toBe('WEB');
    expect(contractMedia('WINDOWS')).toBe('WEB');
  });
});
