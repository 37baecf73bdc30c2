import type { PluginOption } from 'vite';
import type { UserConfig } from 'vitest/config';

export { ASYNC_UTIL_TIMEOUT_MS, TEST_TIMEOUT_MS } from './timeouts.js';
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];

export interface JogakVitestOptions {
  environment?: 'node' | 'happy-dom';
  setupFiles?: string[];
  browser?: boolean;
  browserSetupFiles?: string[];
  testTimeout?: number;
  plugins?: PluginOption[];
  define?: Record<string, string>;
  /** Folders besides src/ and test/ whose `*.test.ts(x)` run too (an app's build tooling). */
  testDirs?: string[];
}

export declare function jogakVitestConfig(options?: JogakVitestOptions): UserConfig;
