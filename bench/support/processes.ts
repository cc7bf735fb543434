import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export { freePort } from '../../tests/support/ports';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Child {
  pid: number;
  stop(): Promise<void>;
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks of 10 ms; the split drops the first two.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Runs a TypeScript entry point of the repo (or of another checkout of it, `cwd`) in its own
 * process and waits until readyUrl answers 200.
 */
export async function startProcess(
  entry: string,
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  timeoutMs = 300_000,
  nodeOptions: string[] = [],
  cwd = ROOT,
): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', entry], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-5_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited (${child.exitCode}):\n${errors}`);
    if (
      await fetch(readyUrl, { signal: AbortSignal.timeout(2_000) }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { pid: child.pid ?? 0, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`${entry} was not ready within ${timeoutMs / 1000} s:\n${errors}`);
}
