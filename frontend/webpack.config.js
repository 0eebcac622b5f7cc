const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const backend = process.env.DEVNET_BACKEND_URL || 'http://127.0.0.1:8080';

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.jsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      // The server caches hashed assets forever and index.html never, so names must change with content.
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
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
    ],
    optimization: {
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    performance: {
      // React + router + SWR + styled-components gzip to well under this; the warning
      // thresholds are for the uncompressed files.
      maxEntrypointSize: 600 * 1024,
      maxAssetSize: 400 * 1024,
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
        { context: ['/api', '/media'], target: backend, changeOrigin: false },
        { context: ['/ws'], target: backend, ws: true, changeOrigin: false },
      ],
    },
  };
};
