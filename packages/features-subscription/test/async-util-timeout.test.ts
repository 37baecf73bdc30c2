import { getConfig } from '@testing-library/react';
import { expect, it } from 'vitest';

// The shared Vitest preset sets this for every package with Testing Library: a findBy on a busy
// CI machine waits for the sandbox's answer instead of giving up after the default 1 s.
it('findBy*/waitFor 는 결과를 15초까지 기다린다', () => {
  expect(getConfig().asyncUtilTimeout).toBe(15_000);
});
