import { describe, expect, it } from 'vitest';
import { isSamePersonName } from './person-name';

describe('isSamePersonName', () => {
  it.each([
    ['JOHN SMITH', 'John Smith', true],
    ['  JOHN   SMITH ', 'john smith', true],
    ['한도윤', '한도윤', true],
    // 한도윤 typed as separate jamo sequences (NFD) is the same name.
    ['한도윤'.normalize('NFD'), '한도윤', true],
    ['한도윤', '한 도윤', false],
    ['JOHN SMITH', 'JOHN SMYTH', false],
  ])('%s ~ %s → %s', (a, b, same) => {
    expect(isSamePersonName(a, b)).toBe(same);
  });
});
