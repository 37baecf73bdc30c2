// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS_MS, isRequestCommand } from './commands';

/** The shell developers' contract: §3's table, one row a command, its last column the web's deadline. */
const contract = readFileSync(new URL('../NATIVE_BRIDGE.md', import.meta.url), 'utf8');

/** §3's rows as command → the deadline column's text (`10 s`, `none`, `—`). */
function deadlinesInContract(): Map<string, string> {
  const rows = new Map<string, string>();
  const commandsSection = contract.slice(contract.indexOf('\n## 3.'), contract.indexOf('\n## 4.'));
  for (const line of commandsSection.split('\n')) {
    const command = /^\| `([\w.]+)` \|/.exec(line)?.[1];
    const deadline = /\| ([^|]+) \|\s*$/.exec(line)?.[1]?.trim();
    if (command && deadline) rows.set(command, deadline);
  }
  return rows;
}

/** How the contract writes a default deadline. */
const written = (ms: number | null) => (ms === null ? 'none' : `${ms / 1_000} s`);

describe('NATIVE_BRIDGE.md §3 의 웹 기한', () => {
  it('응답하는 명령마다 DEFAULT_TIMEOUTS_MS 와 같은 기한을 적는다', () => {
    const rows = deadlinesInContract();
    for (const [command, ms] of Object.entries(DEFAULT_TIMEOUTS_MS)) expect(rows.get(command), command).toBe(written(ms));
  });

  it('응답하지 않는 명령은 기한이 없다 (—)', () => {
    const fireAndForget = [...deadlinesInContract()].filter(([command]) => !isRequestCommand(command as never));
    expect(fireAndForget.length).toBeGreaterThan(0);
    for (const [command, deadline] of fireAndForget) expect(deadline, command).toBe('—');
  });
});
