// Packages published only as ES modules that Jest must run through Babel.
const esmPackages = [
  '@dicebear',
  'storybook',
  '@storybook',
  // react-markdown, remark/rehype and lowlight (the RichText chunks)
  'react-markdown',
  'remark-.*',
  'rehype-.*',
  'micromark.*',
  'mdast-.*',
  'hast-.*',
  'unist-.*',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile.*',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'character-entities.*',
  'character-reference-invalid',
  'ccount',
  'escape-string-regexp',
  'markdown-table',
  'longest-streak',
  'zwitch',
  'trim-lines',
  'devlop',
  'html-url-attributes',
  'estree-util-.*',
  'lowlight',
  'web-namespaces',
  'html-void-elements',
  'is-.*',
].join('|');

module.exports = {
  testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.js',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.js'],
  // Storybook's preview lives in ../storybook; let it resolve packages from this folder.
  modulePaths: ['<rootDir>/node_modules'],
  transform: { '\\.[jt]sx?$': 'babel-jest' },
  // jsdom has no Worker (and Jest cannot parse the worker's `import.meta`): avatars draw in-thread.
  moduleNameMapper: { '^\\./(avatar|highlight)Worker$': '<rootDir>/src/testing/noWorker.js' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  testMatch: ['**/*.test.{js,jsx}'],
  // The machine running the suite is shared; a slow test is not a failing one.
  testTimeout: 15000,
};
