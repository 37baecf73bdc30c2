// The build's licence generator (build/open-source-licenses.ts), run with the app's tests.
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { licensesOfDependencies, licensesOfModules, packageDirOf } from '../../build/open-source-licenses.ts';

const require = createRequire(import.meta.url);
const reactEntry = realpathSync(require.resolve('react'));

describe('open-source licences', () => {
  it('모듈 경로에서 npm 패키지 폴더를 찾는다 (scope 포함), 앱과 워크스페이스 파일은 빼고', () => {
    expect(packageDirOf('/r/node_modules/.pnpm/react@19.3.1/node_modules/react/cjs/react.js')).toBe('/r/node_modules/.pnpm/react@19.3.1/node_modules/react');
    expect(packageDirOf('/r/node_modules/.pnpm/x/node_modules/@tanstack/react-query/build/index.js?v=1')).toBe(
      '/r/node_modules/.pnpm/x/node_modules/@tanstack/react-query',
    );
    expect(packageDirOf('/r/packages/ui-kit/src/index.ts')).toBeNull();
    expect(packageDirOf('\0virtual:jogak-licenses')).toBeNull();
  });

  it('패키지의 이름, 버전, 라이선스와 LICENSE 전문을 읽는다', () => {
    const [react] = licensesOfModules([reactEntry, reactEntry]);
    expect(react).toMatchObject({ name: 'react', version: require('react/package.json').version, license: 'MIT' });
    expect(react?.licenseText).toMatch(/^MIT License\n\nCopyright \(c\) Meta Platforms, Inc\. and affiliates\./);
  });

  it('개발 서버에서는 앱의 런타임 의존성을 따라간 목록이다 (워크스페이스 패키지는 빼고)', () => {
    const names = licensesOfDependencies(dirname(new URL(import.meta.url).pathname) + '/../..').map((entry) => entry.name);
    expect(names).toContain('react');
    expect(names).toContain('dompurify');
    expect(names.some((name) => name.startsWith('@jogak/'))).toBe(false);
  });
});
