import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { visualizer } from 'rollup-plugin-visualizer';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogues, linguiFormatsUsed } from './vite-catalogues';
import { offlineScreen } from './vite-offline-screen';

// In development the API runs separately; everything it answers is proxied so the browser
// sees one origin, exactly as in production where the server also serves this build.
const apiTarget = process.env.API_PROXY ?? 'http://localhost:3000';
const proxied = { target: apiTarget, changeOrigin: true };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes a Brotli (maximum quality) and a gzip (level 9) sibling next to every text file of the
 * build, so the server sends compressed bytes without compressing per request (@fastify/static's
 * preCompressed option picks the sibling the client accepts). Source maps are left out: only
 * devtools fetch them, never a first load.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'promptreel-precompress',
    // The server-side build (ssrBuild) is read from disk by the server, never sent to a browser.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .filter((f) => TEXT_FILE.test(f))
        .map((f) => path.join(outDir, f));
      let raw = 0;
      let br = 0;
      await Promise.all(
        files.map(async (file) => {
          const data = fs.readFileSync(file);
          const { constants: z } = zlib;
          const variants: [string, Buffer][] = [
            [
              '.br',
              await brotli(data, {
                params: {
                  [z.BROTLI_PARAM_QUALITY]: z.BROTLI_MAX_QUALITY,
                  [z.BROTLI_PARAM_MODE]: z.BROTLI_MODE_TEXT,
                  [z.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
            ],
            ['.gz', await gzip(data, { level: z.Z_BEST_COMPRESSION })],
          ];
          // A sibling that is not smaller would only cost bytes; the server then sends the plain file.
          for (const [ext, out] of variants) {
            if (out.length < data.length) fs.writeFileSync(file + ext, out);
            else fs.rmSync(file + ext, { force: true });
          }
          raw += data.length;
          br += Math.min(variants[0][1].length, data.length);
        }),
      );
      this.info(`precompressed ${files.length} files: ${(raw / 1024).toFixed(1)} KB → ${(br / 1024).toFixed(1)} KB br`);
    },
  };
}

/**
 * After the browser build, builds src/entry-server.tsx into its ssr/ folder: the module the server
 * imports to render a visitor's first screen (apps/server/src/pages/server-render.ts). One build
 * command makes both, so they always come from the same source; everything it uses is bundled in,
 * so the server needs none of the web app's packages. The server never serves that folder.
 */
function ssrBuild(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'promptreel-ssr-build',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        root,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: path.join(outDir, 'ssr'),
          emptyOutDir: true,
          copyPublicDir: false,
          sourcemap: false,
        },
      });
    },
  };
}

/**
 * React Router's package points every import at its development build, which keeps its warnings
 * for developers; the build takes its production build, the same code with them switched off.
 */
function reactRouterProduction(): Plugin {
  return {
    name: 'promptreel-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^react-router$/,
            replacement: fileURLToPath(import.meta.resolve('react-router')).replace(
              `${path.sep}development${path.sep}`,
              `${path.sep}production${path.sep}`,
            ),
          },
        ],
      },
    }),
  };
}

/**
 * React Router's build makes its components and contexts with calls the bundler cannot see are free
 * of side effects (React's forwardRef, memo, createContext), then names each with an assignment
 * after it (`Form.displayName = "Form"`). Either keeps a component in the build whether or not the
 * app uses it: its Form (with the form submission code behind it) came with every first load. Here
 * each such call is marked pure and its name given in the same expression, so what the app does not
 * use is left out and what it uses keeps its name.
 */
function reactRouterTreeShaking(): Plugin {
  const file = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
  const made = /(?<![\w.])(React\d*\.(?:forwardRef|memo|createContext)\()/g;
  const named = /^var (\w+) = (\/\* @__PURE__ \*\/ React\d*\.\w+\([\s\S]*?\));\n\1\.displayName = ("[^"\n]*");$/gm;
  return {
    name: 'promptreel-react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: file },
      handler(code) {
        const out = code.replace(made, '/* @__PURE__ */ $1').replace(
          named,
          (_all, name: string, value: string, displayName: string) =>
            // The same number of lines, so the source map's lines still point at the package's.
            `var ${name} = /* @__PURE__ */ Object.assign(${value}, { displayName: ${displayName} });\n`,
        );
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}

/**
 * src/main.tsx imports React's renderer on its own, so that running it is a task apart from the
 * app's code; listed with the entry's preloads, it is fetched beside the entry rather than after it.
 */
function preloadRenderer(): Plugin {
  return {
    name: 'promptreel-preload-renderer',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const renderer = Object.values(bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.moduleIds.some((id) => /[\\/]react-dom[\\/]client\.js$/.test(id)),
        );
        if (!renderer) throw new Error("the build has no chunk of its own for 'react-dom/client'");
        const attrs = { rel: 'modulepreload', crossorigin: true, href: `/${renderer.fileName}` };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

/**
 * The installable app (vite-plugin-pwa, Workbox): the manifest, and a service worker registered
 * after the page has loaded (by src/main.tsx, in the entry: no file of its own) that
 * keeps the build's hashed code and the offline screen. Pages are always fetched from the network;
 * without one, the offline screen answers. API answers and media are never cached.
 */
function installableApp() {
  return VitePWA({
    registerType: 'autoUpdate',
    // src/main.tsx registers it: every script of the first load stays a hashed, immutable file.
    injectRegister: false,
    manifest: {
      name: 'Promptreel',
      short_name: 'Promptreel',
      description: 'Short AI-generated videos and the prompts behind them.',
      lang: 'en-GB',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The page's <meta name="theme-color"> tags give the dark theme's colour.
      theme_color: '#ffffff',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['assets/**/*.{js,css}', 'offline.html', 'offline.js', 'favicon.svg', 'icons/*.png'],
      globIgnores: ['ssr/**', '**/*.map'],
      navigateFallback: null,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
      ],
      cleanupOutdatedCaches: true,
      // A new worker takes over open pages at once: pages are never served from its cache anyway.
      clientsClaim: true,
      skipWaiting: true,
    },
  });
}

export default defineConfig({
  plugins: [
    react(),
    catalogues(),
    linguiFormatsUsed(),
    offlineScreen(),
    reactRouterProduction(),
    reactRouterTreeShaking(),
    tailwindcss(),
    installableApp(),
    preloadRenderer(),
    precompress(),
    ssrBuild(),
    // ANALYSE=1 npm run build -w apps/web writes a treemap of every chunk's modules (with gzip and
    // Brotli sizes) to the system's temporary folder, outside the repository and the served build:
    // it shows what the first load of a page pulls in.
    process.env.ANALYSE === '1' &&
      visualizer({
        filename: path.join(os.tmpdir(), 'promptreel-bundle.html'),
        template: 'treemap',
        gzipSize: true,
        brotliSize: true,
      }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': proxied,
      '/media': proxied,
      '/healthz': proxied,
      '/oembed': proxied,
      '/embed/': proxied,
      '/feed.atom': proxied,
      '^/u/[^/]+/feed\\.atom$': proxied,
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': proxied,
      '/media': proxied,
      '/healthz': proxied,
      '/oembed': proxied,
      '/embed/': proxied,
      '/feed.atom': proxied,
      '^/u/[^/]+/feed\\.atom$': proxied,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Terser, three passes over ES modules: the first load of / is 330 bytes of Brotli smaller than
    // with the default minifier (121,641 against 121,971, the same source), which kept it in budget.
    minify: 'terser',
    terserOptions: { module: true, ecma: 2020, compress: { passes: 3 } },
    // No polyfill of <link rel="modulepreload"> in the entry (about 0.4 KB of it): every browser the
    // build targets but Safari before 17 knows the link, and there a page only loads its chunks when
    // it asks for them instead of ahead, as it would without the link.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry needs at once goes into one file: split by module it was 25 files,
        // 9 KB of them response headers (about 370 B a file) and 13 KB more Brotli than one file
        // (each file compressed on its own). Later pages stay chunks of their own.
        //
        // What later pages share of the UI kit (icons, our components and helpers, Radix, TanStack's
        // mutations) is one more file rather than a file per combination of pages: the video page
        // needed 20 files, and the browser's work to ask for each (a preload link apiece, added by
        // the page's loader in one go) was the video page's longest task after the entry's (about
        // 50 ms of the main thread on this machine; 16 ms with 4 files). Zod stays out of it: only
        // the forms that check input need it.
        codeSplitting: {
          groups: [
            { name: 'first-load', tags: ['$initial'] },
            // React's renderer with the rest of React DOM (createPortal, flushSync): later code that
            // uses those takes them from the file every first load fetches anyway.
            { name: 'client', test: /[\\/]node_modules[\\/](?:react-dom|scheduler)[\\/]/ },
            {
              name: 'pages-shared',
              minShareCount: 2,
              test: /lucide-react|apps[\\/]web[\\/]src[\\/](components|lib)[\\/]|@radix-ui|@tanstack/,
            },
          ],
        },
      },
    },
  },
});
