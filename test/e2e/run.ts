// Runs a command as an operator would, for the Node-side tests: its exit code and what it printed,
// never throwing (a test asserts on the outcome). Wrangler's metrics stay off.
import { spawn } from 'node:child_process';

export interface RunOptions {
  readonly cwd: string;
  readonly env?: Record<string, string>;
  readonly stdin?: string;
  readonly timeoutMs?: number;
}

export interface RunResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** stdout and stderr as they came. */
  readonly output: string;
}

export function runCommand(command: string, args: readonly string[], { cwd, env = {}, stdin = '', timeoutMs }: RunOptions): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', ...env }, timeout: timeoutMs });
    let stdout = '';
    let stderr = '';
    let output = '';
    child.stdout.on('data', (d) => { stdout += d; output += d; });
    child.stderr.on('data', (d) => { stderr += d; output += d; });
    child.on('close', (code) => resolve({ code, stdout, stderr, output }));
    child.stdin.end(stdin);
  });
}
