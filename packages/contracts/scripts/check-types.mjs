// Type-checks the JavaScript sources and fails when the committed declarations in types/ differ
// from what `pnpm types` emits now (the declarations are the contract the other packages compile
// against, so they must never lag behind the schemas).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'contracts-types-'));
try {
  execFileSync('tsc', ['-p', 'tsconfig.json', '--outDir', out], { cwd: root, stdio: 'inherit' });
  const stale = readdirSync(out).filter((f) => {
    try {
      return readFileSync(join(out, f), 'utf8') !== readFileSync(join(root, 'types', f), 'utf8');
    } catch {
      return true;
    }
  });
  if (stale.length) {
    console.error(`packages/contracts/types is stale (${stale.join(', ')}): run \`pnpm --filter @specforge/contracts types\` and commit.`);
    process.exit(1);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
