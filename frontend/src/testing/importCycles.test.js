/**
 * The modules of src/ import each other without a loop (issue 31): every relative import counts,
 * static, re-exported or dynamic (`import()` of a lazy part is still a dependency). A loop found
 * is named by its files, in import order.
 */
import { readSource, relativeImports, sourceFiles } from './imports';

const EXTENSIONS = ['', '.js', '.jsx', '/index.js', '/index.jsx'];

/** `{file: [files it imports]}` for `files` (`{path: text}`, paths relative to src/). */
export function importGraph(files) {
  const graph = {};
  for (const [file, text] of Object.entries(files)) {
    graph[file] = relativeImports(file, text)
      .map((target) => EXTENSIONS.map((ending) => target + ending).find((candidate) => candidate in files))
      .filter(Boolean);
  }
  return graph;
}

/** Each loop of `graph`, once, as the files from its first (in sorted order) around to it again. */
export function importCycles(graph) {
  const cycles = [];
  const seen = new Set();
  const state = {}; // 1: on the current path, 2: done
  const path = [];
  const visit = (file) => {
    state[file] = 1;
    path.push(file);
    for (const target of graph[file] ?? []) {
      if (state[target] === 1) {
        const loop = path.slice(path.indexOf(target));
        const key = [...loop].sort().join(' ');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push([...loop, target]);
        }
      } else if (!state[target]) {
        visit(target);
      }
    }
    path.pop();
    state[file] = 2;
  };
  for (const file of Object.keys(graph).sort()) if (!state[file]) visit(file);
  return cycles;
}

test('the check finds a planted loop, through a lazy import too, and passes a clean graph', () => {
  const planted = {
    'components/A/A.jsx': "import { B } from './B';\nexport const A = 1;",
    'components/A/B.jsx': "export const B = () => import('./C');",
    'components/A/C.jsx': "import { A } from './A';\nimport { D } from '../D';",
    'components/D/index.js': "export const D = 'no loop here';",
  };
  expect(importCycles(importGraph(planted))).toEqual([
    ['components/A/A.jsx', 'components/A/B.jsx', 'components/A/C.jsx', 'components/A/A.jsx'],
  ]);
  delete planted['components/A/C.jsx'];
  expect(importCycles(importGraph(planted))).toEqual([]);
});

test('src/ has no import loop', () => {
  const files = Object.fromEntries(sourceFiles.map((file) => [file, readSource(file)]));
  expect(Object.keys(files).length).toBeGreaterThan(50);
  expect(importCycles(importGraph(files))).toEqual([]);
});
