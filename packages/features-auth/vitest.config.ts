import { jogakVitestConfig } from '@jogak/vitest-config';

export default jogakVitestConfig({ environment: 'happy-dom', setupFiles: ['@jogak/feature-testing/setup'] });
