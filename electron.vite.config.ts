import { resolve } from 'node:path';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'electron-vite';

/**
 * One build for both hosts. The "main" environment builds every Node entry:
 * the Electron main process, the web host and the AI worker (forked by both,
 * as a utility process or a child process; it never imports electron).
 */
export default defineConfig({
  main: {
    build: {
      rolldownOptions: {
        input: {
          index: resolve('src/main/index.ts'),
          host: resolve('src/host/main.ts'),
          worker: resolve('src/worker/main.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      rolldownOptions: {
        input: { index: resolve('src/preload/index.ts') },
        // A sandboxed preload must be CommonJS.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    plugins: [vue()],
    build: {
      minify: true,
      rolldownOptions: { input: resolve('src/renderer/index.html') },
    },
  },
});
