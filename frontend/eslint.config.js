// ESLint 9 flat config: JavaScript's recommended rules, React's, the rules of hooks and jsx-a11y's
// recommended set. Formatting is Prettier's job (.prettierrc): eslint-config-prettier, last,
// switches off every rule that would argue with it.
const js = require('@eslint/js');
const globals = require('globals');
const react = require('eslint-plugin-react');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const prettier = require('eslint-config-prettier');

module.exports = [
  { ignores: ['dist/', 'storybook-static/', 'node_modules/', 'coverage/'] },
  // ESLint reads only .js (and .mjs, .cjs) by default.
  { files: ['**/*.{js,jsx}'] },
  js.configs.recommended,
  react.configs.flat.recommended,
  react.configs.flat['jsx-runtime'],
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    settings: { react: { version: 'detect' } },
    rules: {
      // Only the two classic hook rules: the plugin's other rules check code for the React
      // Compiler, which this app does not use (they flag the "latest props in a ref" pattern).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // React 19 no longer checks propTypes; the app declares none.
      'react/prop-types': 'off',
    },
  },
  {
    files: ['src/**/*.test.{js,jsx}', 'src/testing/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    files: ['*.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  prettier,
];
