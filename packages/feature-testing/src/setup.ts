// A feature package's Vitest setup file: jest-dom's matchers, and after each test a clean DOM, no
// form draft and no dialog left waiting (app-core's drafts and ui-kit's dialog queue live in memory
// for the session, so they outlive a test: a dialog one test left unanswered was the first the next
// test's host showed, and answering it ran the earlier test's handler).
import { clearFormDrafts } from '@jogak/app-core';
import { withdrawDialogs } from '@jogak/ui-kit';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  clearFormDrafts();
  withdrawDialogs();
});
