// The partner-build check (partner-build.test.mjs, run by `test:e2e`) searches a partner build for
// these markers; a marker its source no longer holds would find nothing there and pass unseen. This
// runs with the unit tests, no build needed; it reads files only, so without the app's DOM.
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import markers from './sandbox-markers.json';

const repoRoot = new URL('../../../', import.meta.url);

/** The sandbox-only files a partner build must never carry, as the markers name them. */
const SANDBOX_SOURCES = [...new Set(markers.map(({ source }) => source))];

describe('샌드박스 표지 문자열', () => {
  it.each(markers)('"$marker" 는 $source 에 그대로 있다', ({ marker, source }) => {
    expect(readFileSync(new URL(source, repoRoot), 'utf8')).toContain(marker);
  });

  it('공개된 개발용 개인 키, 개발용 서명기, 브라우저 키패드 파일마다 표지가 있다', () => {
    expect(SANDBOX_SOURCES).toEqual(
      expect.arrayContaining([
        'packages/sandbox/src/model/seed/dev-certificates.ts',
        'packages/native-bridge/src/browser/dev-signer.ts',
        'packages/native-bridge/src/browser/keypad-pin-entry.ts',
        'packages/native-bridge/src/browser/keypad-pin-dialog.tsx',
      ]),
    );
  });
});
