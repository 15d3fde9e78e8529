// Writes dist/build-info.json at build time: the commit built and when, so a
// running server names its version with no .git folder beside it.
// SOURCE_COMMIT (set by a build that has no git checkout) wins over git.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

function commitOf() {
  if (process.env.SOURCE_COMMIT) return process.env.SOURCE_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

mkdirSync(new URL('../dist/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('../dist/build-info.json', import.meta.url),
  `${JSON.stringify({ commit: commitOf(), builtAt: new Date().toISOString() }, null, 2)}\n`,
);
