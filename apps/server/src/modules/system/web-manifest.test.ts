import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, forgetCachedReads, type TestContext } from '../../testing';
import { brandIconSvg, brandInitials } from './web-manifest';

// The site installable per brand: the manifest and icon answer for the brand of the domain.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /manifest.webmanifest', () => {
  it('names the demo brand, its colours and icons, as a manifest', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'Croupier Demo',
      // 13 characters: too long under a launcher's icon, so the initials.
      short_name: 'CD',
      start_url: '/index',
      display: 'standalone',
      background_color: '#0f1220',
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
      'any',
      '192x192',
      '512x512',
    ]);
  });

  it("answers another brand's domain with that brand's name and initials", async () => {
    await ctx.database.execute(
      `insert into merchants (code, name, currency, theme)
       values ('lotus', 'Lotus & Co <Play>', 'VND',
         '{"primary":"#00aa88","accent":"#112233","background":"url(x)","surface":"#000","text":"#fff"}')`,
    );
    await ctx.database.execute(
      `insert into merchant_domains (domain, merchant_id)
       select 'lotus.example', id from merchants where code = 'lotus'`,
    );
    forgetCachedReads();
    const manifest = (
      await ctx.app.inject({
        method: 'GET',
        url: '/manifest.webmanifest',
        headers: { host: 'lotus.example' },
      })
    ).json();
    expect(manifest.name).toBe('Lotus & Co <Play>');
    // A colour that is not a colour never reaches the manifest or the icon.
    expect(manifest.background_color).toBe('#0f1220');

    const icon = await ctx.app.inject({
      method: 'GET',
      url: '/app-icon.svg',
      headers: { host: 'lotus.example' },
    });
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toContain('fill="#00aa88"');
    expect(icon.body).toContain('>LC<');
    expect(icon.body).not.toContain('url(x)');
  });
});

describe('the brand icon', () => {
  it('takes the initials of two words, or the first two letters of one', () => {
    expect(brandInitials('Croupier Demo')).toBe('CD');
    expect(brandInitials('lotus')).toBe('LO');
    expect(brandInitials('Lotus & Co <Play>')).toBe('LC');
    expect(brandInitials('  ')).toBe('?');
  });

  it('draws nothing of the name but its initials', () => {
    const svg = brandIconSvg({
      name: '<script>alert(1)</script> x',
      theme: { primary: '#fff', accent: '#000', background: '#000', surface: '#000', text: '#fff' },
    });
    expect(svg).not.toContain('script');
    expect(svg).toContain('>X<');
  });
});
