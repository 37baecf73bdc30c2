export { setupSandboxServer } from './setup-sandbox-server';
export type { SandboxServer } from './setup-sandbox-server';
export { createSandboxHttpServer } from './http-server';
export type { SandboxExtension, SandboxHttpServer, SandboxHttpServerOptions } from './http-server';
