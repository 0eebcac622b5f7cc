// Storybook for the DevNet web client. The config lives beside frontend/ (not inside it), so
// packages are resolved from frontend/node_modules explicitly.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const configDir = dirname(fileURLToPath(import.meta.url));
const frontendDir = resolve(configDir, '../frontend');
const requireFromFrontend = createRequire(join(frontendDir, 'package.json'));

/** The folder of a package installed in frontend/node_modules. */
const packageDir = (name) => dirname(requireFromFrontend.resolve(`${name}/package.json`));

/** @type {import('@storybook/react-webpack5').StorybookConfig} */
const config = {
  stories: ['./docs/*.mdx', '../frontend/src/**/*.stories.@(js|jsx)'],
  addons: [
    packageDir('@storybook/addon-webpack5-compiler-babel'),
    // Docs: autodocs pages for stories tagged 'autodocs' and the MDX pages in ./docs.
    packageDir('@storybook/addon-docs'),
    // The Accessibility panel: axe-core on the story being viewed.
    packageDir('@storybook/addon-a11y'),
  ],
  framework: { name: packageDir('@storybook/react-webpack5'), options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables of the autodocs pages come from the components' JSDoc and defaults.
  typescript: { reactDocgen: 'react-docgen' },
  webpackFinal: async (webpackConfig) => {
    // preview.jsx sits outside frontend/, so its imports ('react', 'react-router-dom', ...)
    // must also look in frontend/node_modules.
    webpackConfig.resolve = webpackConfig.resolve ?? {};
    webpackConfig.resolve.modules = [...(webpackConfig.resolve.modules ?? ['node_modules']), join(frontendDir, 'node_modules')];
    // Story bundles are for people browsing components, not for production load times.
    webpackConfig.performance = { hints: false };
    return webpackConfig;
  },
};

export default config;
