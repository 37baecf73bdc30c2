import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Start `live-server.ts` in its own Node process and resolve once it listens, with its URL and
 * the demo-general token it issued. The sandbox's sources are TypeScript resolved through the
 * `@jogak/source` condition, which tsx handles.
 */
export async function startLiveServer(port: number, script = 'live-server.ts'): Promise<{ url: string; token: string; child: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@jogak/source', fileURLToPath(new URL(script, import.meta.url))], {
    env: { ...process.env, LIVE_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { url, token } = await new Promise<{ url: string; token: string }>((resolve, reject) => {
    let output = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      const match = /ready (\S+) (\S+)/.exec(output);
      if (match?.[1] && match[2]) resolve({ url: match[1], token: match[2] });
    });
    child.on('exit', (code) => reject(new Error(`live server exited with ${String(code)}: ${output}`)));
  });
  return {
    url,
    token,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
