/**
 * The relative imports of the source files of src/ (static, re-exports and dynamic `import()`),
 * read from their text: what importRules.test.js and importCycles.test.js check.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const srcDir = resolve(__dirname, '..');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/** `[file, target]` for each relative import, both relative to src/ with '/' separators. */
export function relativeImports(file, text) {
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1];
    if (!specifier.startsWith('.')) continue;
    const target = relative(srcDir, resolve(dirname(join(srcDir, file)), specifier))
      .split(sep)
      .join('/');
    found.push(target);
  }
  return found;
}

/** The source files of src/ (not the test helpers of testing/), relative to src/. */
export const sourceFiles = readdirSync(srcDir, { recursive: true })
  .map((file) => file.split(sep).join('/'))
  .filter((file) => /\.(js|jsx)$/.test(file) && !file.startsWith('testing/'));

export const readSource = (file) => readFileSync(join(srcDir, file), 'utf8');
