import { liveSandboxExtension } from '../live';
import { createSandboxHttpServer } from '../node';

/**
 * `pnpm sandbox`: the sandbox on 127.0.0.1:$SANDBOX_PORT (default 4010).
 * SANDBOX_NOW freezes the clock (ISO-8601); SANDBOX_ALWAYS_OPEN=1 takes orders at any hour.
 */
const port = Number(process.env.SANDBOX_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`SANDBOX_PORT must be a port number, got ${process.env.SANDBOX_PORT}`);
  process.exit(1);
}

const sandbox = createSandboxHttpServer({
  port,
  ...(process.env.SANDBOX_NOW ? { now: process.env.SANDBOX_NOW } : {}),
  alwaysOpen: process.env.SANDBOX_ALWAYS_OPEN === '1',
  extensions: [liveSandboxExtension()],
});

const url = await sandbox.listen();
console.info(`Jogak sandbox ready at ${url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
