import { defineConfig } from 'vite';

/**
 * dist/panel/, served by the Partner API at /panel: index.html and hashed
 * assets (the app, its CSS, one chunk per language). Its own build, so the
 * widget build keeps its checks on its own chunks (vite.config.ts).
 */
export default defineConfig({
  root: 'src/panel',
  base: '/panel/',
  publicDir: false,
  build: {
    outDir: '../../dist/panel',
    emptyOutDir: true,
    manifest: true,
  },
});
