import { consoleAccess } from '@croupier/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SectionEntry } from './section-nav';

export { navGroups, sectionLink, type NavGroup } from './section-nav';

type StaffRole = consoleAccess.StaffRole;

/**
 * One part of the console. The sidebar and the routes are both built from `sections` below,
 * so a section is added in one place: its path, its name, who sees it and its page.
 */
export type ConsoleSection = SectionEntry & {
  /** The page, loaded when first opened. */
  page: LazyExoticComponent<ComponentType>;
};

/** A named export as a lazy page: `lazyPage(() => import('./X'), (m) => m.XPage)`. */
function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: pick(await load()) }));
}

export const sections: readonly ConsoleSection[] = [
  {
    path: '',
    labelKey: 'nav.home',
    roles: consoleAccess.readRoles,
    page: lazyPage(
      () => import('../features/home/HomePage'),
      (m) => m.HomePage,
    ),
  },
  {
    path: 'members/*',
    labelKey: 'members.nav',
    roles: consoleAccess.readRoles,
    page: lazyPage(
      () => import('../features/members/MembersPage'),
      (m) => m.MembersPage,
    ),
  },
  {
    path: 'payments/deposits',
    labelKey: 'nav.deposits',
    groupKey: 'nav.groups.payments',
    roles: consoleAccess.paymentRoles,
    page: lazyPage(
      () => import('../features/payments/DepositQueuePage'),
      (m) => m.DepositQueuePage,
    ),
  },
  {
    path: 'payments/withdrawals',
    labelKey: 'nav.withdrawals',
    groupKey: 'nav.groups.payments',
    roles: consoleAccess.paymentRoles,
    page: lazyPage(
      () => import('../features/payments/WithdrawalQueuePage'),
      (m) => m.WithdrawalQueuePage,
    ),
  },
  {
    path: 'payments/settings',
    labelKey: 'paymentSettings.nav',
    groupKey: 'nav.groups.payments',
    roles: consoleAccess.reportRoles,
    page: lazyPage(
      () => import('../features/payment-settings/PaymentSettingsPage'),
      (m) => m.PaymentSettingsPage,
    ),
  },
  {
    path: 'support/chats',
    labelKey: 'support.nav',
    roles: consoleAccess.memberRoles,
    page: lazyPage(
      () => import('../features/support/ChatQueuePage'),
      (m) => m.ChatQueuePage,
    ),
  },
  {
    path: 'content/announcements',
    labelKey: 'content.nav.announcements',
    groupKey: 'content.nav.group',
    roles: consoleAccess.readRoles,
    page: lazyPage(
      () => import('../features/content/AnnouncementsPage'),
      (m) => m.AnnouncementsPage,
    ),
  },
  {
    path: 'content/banners',
    labelKey: 'content.nav.banners',
    groupKey: 'content.nav.group',
    roles: consoleAccess.readRoles,
    page: lazyPage(
      () => import('../features/content/BannersPage'),
      (m) => m.BannersPage,
    ),
  },
  {
    path: 'content/notices',
    labelKey: 'content.nav.notices',
    groupKey: 'content.nav.group',
    roles: consoleAccess.readRoles,
    page: lazyPage(
      () => import('../features/content/NoticesPage'),
      (m) => m.NoticesPage,
    ),
  },
  {
    path: 'content/help',
    labelKey: 'content.nav.help',
    groupKey: 'content.nav.group',
    roles: consoleAccess.readRoles,
    page: lazyPage(
      () => import('../features/content/HelpArticlesPage'),
      (m) => m.HelpArticlesPage,
    ),
  },
  {
    path: 'settings/*',
    labelKey: 'settings.title',
    roles: consoleAccess.readRoles,
    page: lazyPage(
      () => import('../features/settings/SettingsPage'),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: 'games',
    labelKey: 'games.nav',
    roles: consoleAccess.readRoles,
    page: lazyPage(
      () => import('../features/games/GamesPage'),
      (m) => m.GamesPage,
    ),
  },
  {
    path: 'lottery',
    labelKey: 'lottery.nav',
    roles: consoleAccess.readRoles,
    page: lazyPage(
      () => import('../features/lottery/LotteryPage'),
      (m) => m.LotteryPage,
    ),
  },
  {
    path: 'lottery-results',
    labelKey: 'lotteryResults.nav',
    roles: consoleAccess.readRoles,
    page: lazyPage(
      () => import('../features/lottery-results/LotteryResultsPage'),
      (m) => m.LotteryResultsPage,
    ),
  },
  {
    path: 'rewards/vip-levels',
    labelKey: 'rewards.vip.nav',
    groupKey: 'rewards.group',
    roles: consoleAccess.readRoles,
    page: lazyPage(
      () => import('../features/rewards/VipLevelsPage'),
      (m) => m.VipLevelsPage,
    ),
  },
  {
    path: 'rewards/turnover-rules',
    labelKey: 'rewards.turnover.nav',
    groupKey: 'rewards.group',
    roles: consoleAccess.readRoles,
    page: lazyPage(
      () => import('../features/rewards/TurnoverRulesPage'),
      (m) => m.TurnoverRulesPage,
    ),
  },
  {
    path: 'reports',
    labelKey: 'reports.nav',
    roles: consoleAccess.reportRoles,
    page: lazyPage(
      () => import('../features/reports/ReportsPage'),
      (m) => m.ReportsPage,
    ),
  },
  {
    path: 'brands',
    labelKey: 'brands.nav',
    groupKey: 'brands.adminGroup',
    roles: consoleAccess.readRoles,
    page: lazyPage(
      () => import('../features/brands/BrandsPage'),
      (m) => m.BrandsPage,
    ),
  },
  {
    path: 'staff',
    labelKey: 'staff.nav',
    groupKey: 'brands.adminGroup',
    roles: consoleAccess.ownerOnly,
    withoutBrand: true,
    page: lazyPage(
      () => import('../features/staff/StaffPage'),
      (m) => m.StaffPage,
    ),
  },
  {
    path: 'audit',
    labelKey: 'audit.nav',
    groupKey: 'brands.adminGroup',
    roles: consoleAccess.auditRoles,
    page: lazyPage(
      () => import('../features/audit/AuditPage'),
      (m) => m.AuditPage,
    ),
  },
];

/**
 * The sections a role sees, in the table's order. Before the deployment's first brand
 * (`hasBrand` false) only those that work without one, and the home page, which asks for it.
 */
export function sectionsFor(role: StaffRole, hasBrand = true): ConsoleSection[] {
  return sections.filter(
    (section) =>
      section.roles.includes(role) && (hasBrand || section.path === '' || section.withoutBrand),
  );
}
