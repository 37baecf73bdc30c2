// A feature package's Vitest setup file: jest-dom's matchers, and after each test a clean DOM and
// no form draft (app-core's drafts live in memory for the session, so they outlive a test).
import { clearFormDrafts } from '@jogak/app-core';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  clearFormDrafts();
});
