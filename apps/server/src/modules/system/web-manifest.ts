import type { FastifyInstance } from 'fastify';
import type { MerchantRow } from './schema';

// The site as an installable web app, per brand (issue 19, "Installable"): the browser asks
// for /manifest.webmanifest and the brand's icon on the site's own domain, so each brand is
// added to a home screen under its own name, colours and initials. The native apps keep
// their download page; this is for players who would rather not install one.

/** A CSS colour the brand set, or the fallback: the value goes into SVG and JSON as is. */
function colour(value: string | undefined, fallback: string): string {
  return value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Up to two letters that stand for the brand: the initials of its words ("Croupier Demo" →
 * "CD"), or the first two letters of a one-word name. Words that start with no letter or
 * digit ("&", "<Play>") are passed over.
 */
export function brandInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const letters = words.length > 1 ? words.map((word) => [...word][0]) : [...(words[0] ?? '')];
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}

/**
 * The brand's square icon: its initials in its primary colour on its background, drawn
 * inside the middle 80 % so a launcher's round or squircle mask never cuts them.
 */
export function brandIconSvg(merchant: Pick<MerchantRow, 'name' | 'theme'>): string {
  const background = colour(merchant.theme.background, '#0f1220');
  const primary = colour(merchant.theme.primary, '#f5b70a');
  const initials = escapeXml(brandInitials(merchant.name));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">` +
    `<rect width="512" height="512" fill="${background}"/>` +
    `<circle cx="256" cy="256" r="180" fill="none" stroke="${primary}" stroke-width="24"/>` +
    `<text x="256" y="256" dy="0.35em" text-anchor="middle" fill="${primary}" ` +
    `font-family="system-ui, sans-serif" font-weight="700" font-size="150">${initials}</text>` +
    `</svg>`
  );
}

/** The manifest (W3C Web App Manifest) of one brand. */
export function webManifestOf(merchant: Pick<MerchantRow, 'code' | 'name' | 'theme'>) {
  const background = colour(merchant.theme.background, '#0f1220');
  return {
    id: '/',
    name: merchant.name,
    // Launchers show about 12 characters under an icon.
    short_name: [...merchant.name].length <= 12 ? merchant.name : brandInitials(merchant.name),
    start_url: '/index',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: background,
    theme_color: background,
    icons: [
      { src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      // Raster icons for launchers that take no SVG: the platform's mark, full bleed.
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * The two routes, answered for the brand of the request's domain (registered in the player
 * API's scope, which resolves it). Cached briefly: a brand's new colours show within minutes.
 */
export function registerWebManifest(app: FastifyInstance): void {
  const shortCache = 'public, max-age=300';
  app.get('/manifest.webmanifest', { schema: { hide: true } }, (request, reply) =>
    reply
      .header('Content-Type', 'application/manifest+json; charset=utf-8')
      .header('Cache-Control', shortCache)
      .send(JSON.stringify(webManifestOf(request.merchant))),
  );
  app.get('/app-icon.svg', { schema: { hide: true } }, (request, reply) =>
    reply
      .header('Content-Type', 'image/svg+xml')
      .header('Cache-Control', shortCache)
      .send(brandIconSvg(request.merchant)),
  );
}
