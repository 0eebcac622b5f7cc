// Packages published only as ES modules that Jest must run through Babel.
const esmPackages = ['@dicebear', 'storybook', '@storybook'].join('|');

module.exports = {
  testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.js',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.js'],
  // Storybook's preview lives in ../storybook; let it resolve packages from this folder.
  modulePaths: ['<rootDir>/node_modules'],
  transform: { '\\.[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  testMatch: ['**/*.test.{js,jsx}'],
  // The machine running the suite is shared; a slow test is not a failing one.
  testTimeout: 15000,
};
