import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The built apps whose pages get a policy of their own (config WEB_DIST, ...). */
export type PageBuilds = { webDist: string; backofficeDist: string; gamesDist: string };

type Directives = Record<string, string>;

/** What every page shares: its own origin only, no plugins, no other base or form target. */
const pageBase: Directives = {
  'default-src': "'self'",
  'base-uri': "'self'",
  'object-src': "'none'",
  'form-action': "'self'",
  'connect-src': "'self'",
  'font-src': "'self' data:",
  // Banners, icons and rich text come from the merchants' image CDNs; the captcha is a data:
  // URL and a receipt's preview an object URL.
  'img-src': "'self' data: blob: https:",
  'frame-ancestors': "'none'",
};

const pages = {
  /** The player site: its /game page frames the studio (this origin) or a vendor's game. */
  site: { ...pageBase, 'frame-src': "'self' https:" },
  console: pageBase,
  /** A studio game draws its own pictures; the site frames it from the same origin. */
  studio: { ...pageBase, 'img-src': "'self' data: blob:", 'frame-ancestors': "'self'" },
  /** Swagger UI at /docs, a reference for developers: it injects a style element of its own. */
  docs: { ...pageBase, 'style-src': "'self' 'unsafe-inline'" },
} satisfies Record<string, Directives>;

type Page = keyof typeof pages;

/** JSON, files and anything else that is not a page: nothing may run or frame it. */
const notPagePolicy = "default-src 'none'; frame-ancestors 'none'";

/** The page an HTML answer belongs to, by its path. */
function pageOf(pathname: string): Page {
  if (pathname.startsWith('/studio/')) return 'studio';
  if (pathname === '/backoffice' || pathname.startsWith('/backoffice/')) return 'console';
  if (pathname === '/docs' || pathname.startsWith('/docs/')) return 'docs';
  return 'site';
}

/**
 * The studio's page carries its one-time launch token in its URL: no request it makes may
 * tell another site where it came from.
 */
function referrerPolicyOf(pathname: string): string {
  return pathname.startsWith('/studio/') ? 'no-referrer' : 'strict-origin-when-cross-origin';
}

/** HSTS is only meaningful, and only sent, on an answer that went out over HTTPS. */
const hsts = 'max-age=31536000';

/**
 * The headers of an answer that is not a page; also those of the answers Fastify makes
 * before any hook runs (`frameworkErrors`).
 */
export function notPageHeaders(request: FastifyRequest): Record<string, string> {
  return Object.fromEntries(notPageHeaderList(request));
}

// Built once: every API answer carries one of these four lists (studio or not, HTTPS or not),
// so the hook below allocates nothing per request.
const notPageLists = new Map<string, ReadonlyArray<readonly [string, string]>>();
function notPageHeaderList(request: FastifyRequest): ReadonlyArray<readonly [string, string]> {
  const referrerPolicy = referrerPolicyOf(pathOf(request.url));
  const https = request.protocol === 'https';
  const key = `${referrerPolicy}|${https}`;
  let list = notPageLists.get(key);
  if (!list) {
    list = [
      ['content-security-policy', notPagePolicy],
      ['x-frame-options', 'DENY'],
      ['x-content-type-options', 'nosniff'],
      ['referrer-policy', referrerPolicy],
      ...(https ? [['strict-transport-security', hsts] as const] : []),
    ];
    notPageLists.set(key, list);
  }
  return list;
}

/**
 * The browser's protections on every answer: a Content-Security-Policy per kind of page,
 * framing, MIME sniffing, referrers, and HSTS over HTTPS. An answer that sets one of these
 * itself (the demo gateway's page) keeps its own.
 *
 * The hook is written with a callback, not async: it runs on every answer, and an async hook
 * costs each request a promise and a turn of the microtask queue (issue 14).
 */
export function registerSecurityHeaders(app: FastifyInstance, builds: PageBuilds): void {
  const inline = {
    site: new InlineSources(path.join(builds.webDist, 'index.html')),
    console: new InlineSources(path.join(builds.backofficeDist, 'index.html')),
    studio: new InlineSources(path.join(builds.gamesDist, 'index.html')),
    docs: undefined,
  } satisfies Record<Page, InlineSources | undefined>;

  const setMissing = (reply: FastifyReply, headers: Iterable<readonly [string, string]>) => {
    // A revalidated page keeps the policy it was cached with: a 304 must not replace it.
    const revalidated = reply.statusCode === 304;
    for (const [name, value] of headers) {
      if (revalidated && (name === 'content-security-policy' || name === 'x-frame-options')) {
        continue;
      }
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
  };

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isHtml(reply)) {
      setMissing(reply, notPageHeaderList(request));
      done(null, payload);
      return;
    }
    const page = pageOf(pathOf(request.url));
    void (async () => {
      const headers = notPageHeaders(request);
      headers['content-security-policy'] = pagePolicy(pages[page], await inline[page]?.hashes());
      headers['x-frame-options'] = page === 'studio' ? 'SAMEORIGIN' : 'DENY';
      setMissing(reply, Object.entries(headers));
    })().then(() => done(null, payload), done);
  });
}

function pagePolicy(directives: Directives, hashes: InlineHashes = noInline): string {
  // Exactly the page's own inline sources run; a page may widen this (docs' styles).
  const all: Directives = {
    'script-src': ["'self'", ...hashes.scripts].join(' '),
    'style-src': ["'self'", ...hashes.styles].join(' '),
    ...directives,
  };
  return Object.entries(all)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

function isHtml(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('text/html');
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

type InlineHashes = { scripts: string[]; styles: string[] };
const noInline: InlineHashes = { scripts: [], styles: [] };

/**
 * The hashes of a built page's inline scripts and styles (the site's early calls and splash,
 * its entry stylesheet), so that exactly these run and no injected one does. Read again when
 * the build changes, as the page itself is.
 */
class InlineSources {
  private read: { mtimeMs: number; hashes: InlineHashes } | undefined;

  constructor(private readonly indexFile: string) {}

  async hashes(): Promise<InlineHashes> {
    const stat = await fs.promises.stat(this.indexFile).catch(() => undefined);
    if (!stat) return noInline;
    if (this.read?.mtimeMs !== stat.mtimeMs) {
      const html = await fs.promises.readFile(this.indexFile, 'utf8');
      this.read = { mtimeMs: stat.mtimeMs, hashes: inlineHashes(html) };
    }
    return this.read.hashes;
  }
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const inlineStyle = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(inlineScript)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(([, , source]) => sourceHash(source ?? ''));
  const styles = [...html.matchAll(inlineStyle)].map(([, source]) => sourceHash(source ?? ''));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** CSP's hash of an inline source, over the text as the browser parses it (CRLF becomes LF). */
function sourceHash(source: string): string {
  const text = source.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
