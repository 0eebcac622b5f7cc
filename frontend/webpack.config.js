const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const backend = process.env.DEVNET_BACKEND_URL || 'http://127.0.0.1:8080';

/**
 * The budget of a first visit: the JavaScript of the entry point (runtime, vendors, main; every
 * screen is a lazy chunk) may weigh at most 170 KB gzipped (docs/performance.md). Webpack's own
 * performance hints measure uncompressed bytes, so this check gzips the initial chunks as the
 * server will send them and fails the build (an error, so `webpack` exits non-zero) above it.
 */
const INITIAL_JS_GZIP_BUDGET = 170 * 1000;

class InitialGzipBudgetPlugin {
  constructor(budget) {
    this.budget = budget;
  }

  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('InitialGzipBudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'InitialGzipBudgetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          for (const [name, entry] of compilation.entrypoints) {
            const files = entry.getFiles().filter((file) => file.endsWith('.js'));
            const sizes = files.map((file) => [
              file,
              zlib.gzipSync(compilation.getAsset(file).source.buffer(), { level: 9 }).length,
            ]);
            const total = sizes.reduce((sum, [, size]) => sum + size, 0);
            const detail = sizes.map(([file, size]) => `${file} ${(size / 1000).toFixed(1)} KB`).join(', ');
            if (total > this.budget) {
              compilation.errors.push(
                new WebpackError(
                  `Entry point "${name}" is ${(total / 1000).toFixed(1)} KB of JavaScript gzipped, over the ` +
                    `${this.budget / 1000} KB budget (${detail}). Move code behind a route's lazy() or a dynamic import().`,
                ),
              );
            } else {
              compilation.logger?.info?.(`Entry point "${name}": ${(total / 1000).toFixed(1)} KB gzipped (${detail})`);
            }
          }
        },
      );
    });
  }
}

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    // boot.js first: it asks for the first screen's chunk before the app's code is evaluated.
    entry: { main: ['./src/boot.js', './src/index.jsx'] },
    output: {
      path: path.resolve(__dirname, 'dist'),
      // The server caches hashed assets forever and index.html never, so names must change with content.
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    // No source maps in the production build: dist/ is served as is, and maps would publish the source.
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.js', '.jsx'] },
    module: {
      rules: [
        {
          test: /\.jsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'babel-loader',
            options: { cacheDirectory: true, envName: production ? 'production' : 'development' },
          },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' }),
      ...(production
        ? [
            // Precompressed copies beside each file (app.js.gz, app.js.br); devnet serve sends the
            // one the browser accepts. Files that do not shrink by a fifth are left plain.
            new CompressionPlugin({
              test: /\.(js|css|html|svg|json|txt)$/,
              algorithm: 'gzip',
              filename: '[path][base].gz',
              compressionOptions: { level: 9 },
            }),
            new CompressionPlugin({
              test: /\.(js|css|html|svg|json|txt)$/,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
              },
            }),
            new InitialGzipBudgetPlugin(INITIAL_JS_GZIP_BUDGET),
          ]
        : []),
    ],
    optimization: {
      // A screen opened by import() comes in at most four files: the browser opens six connections
      // to the server, two of them carry the first screen's data (api/early.js), and a seventh or
      // eighth file waited a round trip for a free one (the signed-in feed came in eight:
      // docs/performance.md, "Issue 30: the signed-in feed").
      // (webpack ignores the limit for a shared part over enforceSizeThreshold, 50 KB by default:
      // raised, so the limit holds.)
      splitChunks: { chunks: 'all', maxAsyncRequests: 4, enforceSizeThreshold: 1024 * 1024 },
      runtimeChunk: 'single',
    },
    performance: {
      // Over budget is an error, not a warning. Webpack counts uncompressed bytes: minified
      // JavaScript here gzips about 3.3 : 1, so 560 KiB is the honest uncompressed equivalent of
      // the 170 KB gzipped budget that InitialGzipBudgetPlugin (above) enforces exactly. The
      // largest single file is a lazily loaded avatar style (about 380 KiB).
      hints: production ? 'error' : false,
      maxEntrypointSize: 560 * 1024,
      maxAssetSize: 450 * 1024,
      assetFilter: (file) => file.endsWith('.js'),
    },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      // The app's own WebSocket lives on /ws, so the dev server's live-reload socket moves away.
      webSocketServer: { type: 'ws', options: { path: '/__wds-ws' } },
      client: { webSocketURL: { pathname: '/__wds-ws' }, overlay: { warnings: false } },
      // changeOrigin stays false: the server compares a request's Origin with its Host, and both
      // must keep saying localhost:3000 for its CSRF check to pass.
      proxy: [
        { context: ['/api', '/media', '/feeds'], target: backend, changeOrigin: false },
        { context: ['/ws'], target: backend, ws: true, changeOrigin: false },
      ],
    },
  };
};
