import { jogakVitestConfig } from '@jogak/vitest-config';

const config = jogakVitestConfig({ environment: 'happy-dom', browser: true, testTimeout: 30_000 });
const browserProject = config.test?.projects?.[1];
if (browserProject && typeof browserProject === 'object' && 'test' in browserProject && browserProject.test) {
  // The Chromium tests need a real live endpoint: one runs in Node beside them.
  browserProject.test.globalSetup = ['./test/live-server.global-setup.ts'];
}

export default config;
