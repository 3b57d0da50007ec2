import { execFile } from 'node:child_process';
import { mkdtemp, readFile, realpath, rm, symlink, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './server-process';

const run = promisify(execFile);

const git = async (...args: string[]) =>
  (await run('git', args, { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 })).stdout.trim();

/** The newest migration by drizzle's journal (its tag, e.g. '0049_dpdp'), read from a checkout's folder. */
export async function newestMigration(root = repoRoot): Promise<{ tag: string; count: number }> {
  const journal = JSON.parse(await readFile(path.join(root, 'drizzle/meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  return { tag: entries.at(-1)!.tag, count: entries.length };
}

/** A checkout of the release before the newest migration, with node_modules, in a temporary folder. */
export interface PreviousRelease {
  /** The commit checked out: the parent of the commit that added the newest migration. */
  sha: string;
  /** The newest migration (which the previous release does not know). */
  migration: string;
  dir: string;
  /** How its node_modules came: the current checkout's (every package it locks is ours at the same version) or `npm ci`. */
  nodeModules: 'linked' | 'installed';
  /** Removes the worktree (and git's record of it); safe to call twice. */
  remove: () => Promise<void>;
}

/**
 * Checks out the release a rolling deploy of the newest migration replaces: the parent of the commit that
 * added drizzle/<newest>.sql (while that migration is not committed yet, HEAD) — as a detached
 * `git worktree` in a temporary folder. Its node_modules is the current one (a symlink) when every package its
 * server can load is ours at the same place and version; otherwise `npm ci` installs its own (a minute or more). The server needs no
 * web build: `startServer` names a missing WEB_ROOT, and the API is served without pages.
 */
export async function checkOutPreviousRelease(): Promise<PreviousRelease> {
  const { tag } = await newestMigration();
  // --no-renames: a migration renumbered when two branches took the same number counts as added where renamed.
  const addedIn = (
    await git('log', '--no-renames', '--diff-filter=A', '--format=%H', '--', `drizzle/${tag}.sql`)
  )
    .split('\n')
    .filter(Boolean)[0];
  const sha = await git('rev-parse', '--verify', addedIn ? `${addedIn}^` : 'HEAD').catch(() => {
    // A shallow clone shows the migration added in its first commit, whose parent it does not have.
    throw new Error(
      `the commit before ${addedIn} (which added drizzle/${tag}.sql) is not in this clone: fetch the history ` +
        '(git fetch --unshallow)',
    );
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'chamak-previous-release-'));
  let removed = false;
  const remove = async () => {
    if (removed) return;
    removed = true;
    // The link goes first: nothing may ever reach through it into the current checkout's node_modules.
    await unlink(path.join(dir, 'node_modules')).catch(() => undefined);
    await git('worktree', 'remove', '--force', dir).catch(async () => {
      await rm(dir, { recursive: true, force: true });
      await git('worktree', 'prune');
    });
  };
  try {
    await git('worktree', 'add', '--detach', dir, sha);
    const [ours, theirs] = await Promise.all(
      [repoRoot, dir].map((root) => readFile(path.join(root, 'package-lock.json'), 'utf8')),
    );
    let nodeModules: PreviousRelease['nodeModules'] = 'linked';
    if (installedWithin(theirs!, ours!)) {
      await symlink(
        await realpath(path.join(repoRoot, 'node_modules')),
        path.join(dir, 'node_modules'),
        'dir',
      );
    } else {
      // A dependency ours lacks or holds at another version: a clean install from its own lockfile. Slow: about a minute here with npm's
      // cache warm, several on a fresh machine.
      await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
      nodeModules = 'installed';
    }
    return { sha, migration: tag, dir, nodeModules, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/**
 * Whether every package the previous release's server can load (its lockfile's non-dev packages: the server
 * runs on dependencies alone, tsx included) is installed by ours at the same place and version, so that it
 * finds in our node_modules exactly what its own install would give it (a release that only added
 * dependencies, as most do; a dev tool's packages hoisted elsewhere do not matter).
 */
function installedWithin(previousLock: string, currentLock: string) {
  type Lock = { packages: Record<string, { version?: string; dev?: boolean }> };
  const previous = (JSON.parse(previousLock) as Lock).packages;
  const current = (JSON.parse(currentLock) as Lock).packages;
  return Object.entries(previous).every(
    ([where, pkg]) => where === '' || pkg.dev || current[where]?.version === pkg.version,
  );
}
