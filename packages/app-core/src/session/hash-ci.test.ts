import { describe, expect, it } from 'vitest';
import { hashCi } from './hash-ci';

describe('hashCi', () => {
  it('CI 의 SHA-256 을 소문자 16진수로', async () => {
    expect(await hashCi('demo-ci')).toBe('6103ab6630769a112b5874e7acbc1edfe7f56b38fe179e4b434f1254f45b7470');
  });

  it('한글은 UTF-8 바이트로 해시한다', async () => {
    expect(await hashCi('조각')).toBe('652d4b53b484a0620da2dbf7517e2c0f9ba2b0549d75e79340bfdda3bab14383');
  });
});
