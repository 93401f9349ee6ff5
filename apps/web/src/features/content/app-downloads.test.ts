import { describe, expect, it } from 'vitest';
import { appDownloads } from './app-downloads';

const resource = (resourceType: string, url: string) => ({
  resourceType,
  url,
  qrCodeUrl: null,
  labelNameEn: null,
});

describe('appDownloads', () => {
  it('finds nothing when the brand has published no app', () => {
    expect(appDownloads([])).toEqual({});
    expect(appDownloads([resource('FACEBOOK', 'https://facebook.com/demo')])).toEqual({});
  });

  it('maps published apps by resource type and drops unsafe or empty addresses', () => {
    expect(
      appDownloads([
        resource('IOS', 'https://apps.demo.test/ios'),
        resource('mobileconfig', '/download/demo.mobileconfig'),
        resource('ANDROID', 'javascript:alert(1)'),
        resource('ANDROID', '  '),
      ]),
    ).toEqual({
      IOS: 'https://apps.demo.test/ios',
      MOBILECONFIG: '/download/demo.mobileconfig',
    });
  });
});
