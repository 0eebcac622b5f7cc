// One Babel config for webpack (app and Storybook) and Jest. Babel 7: Babel 8 needs Node 22.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      // Browsers come from package.json "browserslist"; Jest runs on the Node that runs it.
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true }],
      // The dev JSX runtime only where React's development build runs too (webpack passes
      // envName; Storybook sets NODE_ENV): mixing the two breaks rendering.
      ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
    ],
  };
};
