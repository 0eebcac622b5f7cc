/**
 * The layers of src/ as a test (docs/frontend.md): a feature never imports another feature (what
 * two features share moves to components/ or hooks/), and src/api/ never imports UI (components,
 * features, hooks, app). Reads every import specifier, static and dynamic, of every source file.
 */
import { readSource, relativeImports, sourceFiles } from './imports';

/** The rule an import breaks, or null. Paths are relative to src/. */
export function brokenRule(file, target) {
  const [area, feature] = file.split('/');
  const [targetArea, targetFeature] = target.split('/');
  if (area === 'features' && targetArea === 'features' && targetFeature !== feature) {
    return `feature "${feature}" imports feature "${targetFeature}"`;
  }
  if (area === 'api' && ['components', 'features', 'hooks', 'app'].includes(targetArea)) {
    return `src/api imports UI (${targetArea})`;
  }
  return null;
}

test('the rule catches what it is meant to catch', () => {
  expect(
    relativeImports('features/threads/X.jsx', "import { A } from '../projects/A';\nconst B = import('../auth');"),
  ).toEqual(['features/projects/A', 'features/auth']);
  expect(brokenRule('features/threads/X.jsx', 'features/projects/A')).toMatch(/imports feature "projects"/);
  expect(brokenRule('api/threads.js', 'components/Button/Button')).toMatch(/src\/api imports UI/);
  expect(brokenRule('api/threads.js', 'hooks/useForm')).toMatch(/src\/api imports UI/);
  expect(brokenRule('features/threads/X.jsx', 'features/threads/Y')).toBeNull();
  expect(brokenRule('features/threads/X.jsx', 'components/ReportPanel/ReportPanel')).toBeNull();
  expect(brokenRule('app/routes.jsx', 'features/threads')).toBeNull();
});

test('no feature imports another feature, and src/api imports no UI', () => {
  expect(sourceFiles.length).toBeGreaterThan(50);
  const broken = [];
  for (const file of sourceFiles) {
    for (const target of relativeImports(file, readSource(file))) {
      const rule = brokenRule(file, target);
      if (rule) broken.push(`${file} -> ${target}: ${rule}`);
    }
  }
  expect(broken).toEqual([]);
});
