// Runs every benchmark file under bench/ (files named *.bench.ts export `run()`),
// in a stable order, so `npm run bench` prints one report.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv[2];

function findBenches(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name !== 'node_modules')
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return findBenches(path);
      return name.endsWith('.bench.ts') ? [path] : [];
    })
    .sort();
}

for (const file of findBenches(root)) {
  const name = relative(root, file);
  if (only && !name.includes(only)) continue;
  console.log(`\n=== ${name} ===`);
  const mod = (await import(pathToFileURL(file).href)) as { run: () => Promise<void> };
  await mod.run();
}
