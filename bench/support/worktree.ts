import { spawnSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './processes';

/** Runs git in this checkout (or `cwd`); its output, trimmed. */
export function git(args: string[], cwd = ROOT): string {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr.trim()}`);
  return run.stdout.trim();
}

/** The commit a baseline names ('none' or nothing: no baseline), checked to exist. */
export function commitOf(wanted: string | undefined): string | undefined {
  return wanted && wanted !== 'none' ? git(['rev-parse', '--verify', `${wanted}^{commit}`]) : undefined;
}

/** A detached worktree of a baseline commit, sharing this checkout's node_modules. */
export function checkOut(commit: string, prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  git(['worktree', 'add', '--detach', '--force', dir, commit]);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => void spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT }) };
}
