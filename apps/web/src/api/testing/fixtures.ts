// Test data as the server sends it (checked against the contract by test-setup.ts): a
// system status and announcements, for the tests that fake those calls.
import type { Announcement, SystemStatus } from '@croupier/contract';

/**
 * A system status of the demo merchant, open, with these game categories in this order; those
 * in `switchedOff` are listed but off.
 */
export function statusWith(
  categories: string[] = ['LIVE', 'RNG', 'SPORTS'],
  switchedOff: string[] = [],
): SystemStatus {
  return {
    status: 0,
    merchant: {
      code: 'demo',
      name: 'Croupier Demo',
      currency: 'PHP',
      currencySymbol: 'P',
      logoUrl: null,
      licenceNotice: 'DEMO SITE notice',
      theme: {
        primary: '#f5b70a',
        accent: '#6142bf',
        background: '#0f1220',
        surface: '#1a1f33',
        text: '#eef0f7',
      },
      minimumAge: 18,
      defaultDialingCode: '63',
    },
    info: {
      whitelabel: [
        {
          modId: 'GAME_CATEGORIES',
          enabled: '1',
          childrenNodes: categories.map((modId) => ({
            modId,
            enabled: switchedOff.includes(modId) ? '0' : '1',
            childrenNodes: [],
          })),
        },
      ],
      registerRules: [],
      resources: [],
      customerService: { liveChatUrl: null, vipServiceUrl: null, facebookUrl: null, email: null },
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
      maintenance: { enabled: false, maintenanceEnd: null },
      regionRestriction: { restricted: false },
      location: { ip: '203.0.113.7', country: 'US' },
    },
    maintenance: { enabled: false, maintenanceEnd: null },
    regionRestriction: { restricted: false },
    location: { ip: '203.0.113.7', country: 'US' },
  } as SystemStatus;
}

/** An announcement (banner, notice, popup or promotion) with what a test cares about. */
export function announcementOf(fields: Partial<Announcement> & { id: number }): Announcement {
  return {
    title: `Announcement ${fields.id}`,
    content: '',
    execution: '0',
    promotionType: null,
    groupName: null,
    url: null,
    mobileUrl: null,
    code: null,
    ...fields,
  };
}

/** The announcement lists with nothing in them. */
export const noAnnouncements = { banners: [], player: [], popup: [], promotion: [] };
