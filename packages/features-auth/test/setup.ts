import '@testing-library/jest-dom/vitest';
import { clearFormDrafts } from '@jogak/app-core';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Form drafts live in memory for the session (app-core): each test starts with none.
  clearFormDrafts();
});
