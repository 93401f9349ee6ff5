import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** Spec §2: /vip, the brand's VIP levels and the member's progress, in its own chunk. */
export const rewardsRoutes: RouteObject[] = [
  lazyPage('vip', () => import('./vip/VipPage').then((m) => ({ Component: m.VipPage }))),
];
