import type { ModuleOptions } from 'webpack';

/**
 * How every build reads TypeScript and CSS: the browser builds and the server builds of the same app, so
 * both give a component the same class names. On the server only the names are kept (`exportsOnly`).
 */
export function createModuleOptions(name: string, side: 'browser' | 'server'): ModuleOptions {
  return {
    parser: {
      // CSS Modules scope class names and keyframes only; the design tokens (custom properties) stay global.
      'css/auto': { namedExports: false, dashedIdents: false, customIdents: false, grid: false, container: false, function: false },
    },
    // Class names are salted with the app's name so remotes cannot restyle one another.
    generator: { 'css/auto': { localIdentHashSalt: name, ...(side === 'server' ? { exportsOnly: true } : {}) } },
    rules: [
      {
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: side === 'server' ? 'es2022' : 'es2020',
            },
          },
        },
      },
      // Stylesheets are emitted as .css files that load beside their chunk, not as JavaScript.
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.(svg|png|webp|jpe?g|woff2?)$/, type: 'asset' },
    ],
  };
}
