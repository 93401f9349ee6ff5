import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// In development the API runs on :8080 (npm run dev); Vite proxies its paths.
const api = 'http://127.0.0.1:8080';
const apiPaths = [
  '/wps',
  '/lgw',
  '/bo',
  '/seamless',
  '/studio',
  '/demo-gateway',
  '/docs',
  '/healthz',
  '/readyz',
  '/metrics',
  // The brand's web app manifest and icon (apps/server/src/modules/system/web-manifest.ts).
  '/manifest.webmanifest',
  '/app-icon.svg',
];

/**
 * The site's own stylesheet goes inside index.html: a phone on a slow network paints the
 * page's first frame (the loading splash) with the HTML alone, instead of waiting for one
 * more round trip to a render-blocking file. Pages loaded later keep their own CSS files.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'croupier:inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)">/g,
          (link, file: string) => {
            const asset = bundle?.[file];
            if (asset?.type !== 'asset') return link;
            return `<style>${String(asset.source).trim()}</style>`;
          },
        );
      },
    },
  };
}

/**
 * Values index.html's scripts need before the code arrives: the splash's words in the
 * visitor's language (EN and VI catalogues) and the merchant the client falls back to.
 */
function indexHtmlValues(): Plugin {
  let root = '';
  let merchantFallback = '';
  const loading = (language: string) => {
    const file = path.join(root, `src/i18n/${language}.json`);
    const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as { common: { loading: string } };
    return catalogue.common.loading;
  };
  return {
    name: 'croupier:index-html-values',
    configResolved(config) {
      root = config.root;
      merchantFallback = String(config.env.VITE_MERCHANT_CODE ?? '');
    },
    transformIndexHtml: (html) =>
      html
        .replace('%SPLASH_LOADING_EN%', loading('en'))
        .replace('%SPLASH_LOADING_VI%', JSON.stringify(loading('vi')))
        .replace("'%EARLY_MERCHANT_FALLBACK%'", JSON.stringify(merchantFallback)),
  };
}

const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a Brotli and a gzip copy beside every text file of the build; the server sends the
 * one the browser accepts (apps/server/src/platform/http/web-app.ts). Compressing once at the
 * highest levels costs the build a second and never costs a request any CPU.
 */
function precompress(): Plugin {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  let outDir = '';
  let failed = false;
  const filesUnder = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
  return {
    name: 'croupier:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildEnd(error) {
      failed = error !== undefined;
    },
    // After the public files are copied too; a failed build is left for its own error to show.
    async closeBundle() {
      if (failed || !fs.existsSync(outDir)) return;
      await Promise.all(
        filesUnder(outDir)
          .filter((file) => compressible.test(file))
          .map(async (file) => {
            const raw = await fs.promises.readFile(file);
            const [br, gz] = await Promise.all([
              brotli(raw, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            // A tiny file can come out bigger; the server then sends the file itself.
            if (br.length < raw.length) await fs.promises.writeFile(`${file}.br`, br);
            if (gz.length < raw.length) await fs.promises.writeFile(`${file}.gz`, gz);
          }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), indexHtmlValues(), inlineEntryStylesheet(), precompress()],
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(apiPaths.map((path) => [path, api])),
      '/ws': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // What the first render needs, in a few files of similar size instead of ten small
        // ones shared with later pages: a phone on HTTP/1.1 fetches them side by side on its
        // six connections, and a release that changes only the site's code leaves the
        // libraries' files cached. Pages and widgets loaded later keep their own chunks.
        codeSplitting: {
          groups: [
            {
              name: 'react-dom',
              test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
            {
              name: 'router',
              test: /node_modules[\\/]react-router[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            { name: 'start', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
