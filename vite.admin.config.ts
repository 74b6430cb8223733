import { defineConfig, type UserConfig } from 'vite';
import visitorConfig from './vite.config.ts';

/**
 * The admin entry (screens/admin/main.tsx → dist/p2p-admin.js + dist/p2p-admin.css), built beside the visitor
 * app with the same plugins and production aliases (vite.config.ts), into the same folder without emptying it.
 * Its chunks live in admin/ so they never mix with the visitor's chunks/ and the visitor build's output stays
 * byte for byte what it was. scripts/build-apps.mjs (npm run build:app) runs it after the visitor build; on its
 * own: `vite build --config vite.admin.config.ts` (npm run build:admin).
 */
export default defineConfig(async (env) => {
  const visitor: UserConfig = typeof visitorConfig === 'function' ? await visitorConfig(env) : await visitorConfig;
  return {
    base: visitor.base,
    plugins: visitor.plugins,
    resolve: visitor.resolve,
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      cssCodeSplit: false,
      sourcemap: true,
      target: 'es2022',
      manifest: 'admin-manifest.json',
      rollupOptions: {
        input: { 'p2p-admin': 'screens/admin/main.tsx' },
        output: {
          entryFileNames: 'p2p-admin.js',
          chunkFileNames: 'admin/[name]-[hash].js',
          // Vite's preload helper serves every lazy import: left to the bundler it sits in the entry, and chunks would
          // import `../p2p-admin.js` (see screens/app/bootstrap.ts). A chunk of its own keeps the entry a bootstrap.
          codeSplitting: { groups: [{ name: 'preload-helper', test: /vite\/preload-helper/ }] },
          assetFileNames: (asset: { names: readonly string[] }) =>
            asset.names.some((name: string) => name.endsWith('.css'))
              ? 'p2p-admin.css'
              : 'admin/assets/[name]-[hash][extname]',
        },
      },
    },
  };
});
