import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sandbox exited with code ${child.exitCode}`);
    if (await isListening(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`sandbox did not listen on 127.0.0.1:${port} within ${timeoutMs} ms`);
}

/**
 * Starts the real sandbox server (`@jogak/sandbox`'s `start` script) beside Vite's dev server, so
 * HTTP calls and the SockJS feed (both proxied by Vite) share one sandbox state and a fresh
 * machine needs nothing else. A sandbox already listening on the port (for example `pnpm sandbox`
 * in another terminal) is reused instead.
 *
 * @example
 * defineConfig({ plugins: [sandboxServer({ port: 4010 })] });
 */
export function sandboxServer({ port }: { port: number }): Plugin {
  let child: ChildProcess | undefined;
  const stop = () => {
    if (child?.pid && child.exitCode === null) {
      // The child is a process-group leader (detached), so pnpm and the node server go together.
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
    child = undefined;
  };
  return {
    name: 'jogak:sandbox-server',
    apply: 'serve',
    async configureServer(server) {
      if (await isListening(port)) {
        server.config.logger.info(`  sandbox: reusing the server on http://127.0.0.1:${port}`);
        return;
      }
      const cwd = dirname(require.resolve('@jogak/sandbox/package.json'));
      child = spawn('pnpm', ['run', '--silent', 'start'], {
        cwd,
        env: { ...process.env, SANDBOX_PORT: String(port) },
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: true,
      });
      server.httpServer?.once('close', stop);
      process.once('exit', stop);
      await waitForPort(port, child, 60_000);
      server.config.logger.info(`  sandbox: http://127.0.0.1:${port} (proxied at /main and /ws)`);
    },
  };
}
