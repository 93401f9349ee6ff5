// The console module's HTTP plugins, as app.ts registers them: one per sub-domain.
export { auditRoutes } from './audit/routes';
export { reportRoutes } from './reports/routes';
export { setupRoutes } from './setup/routes';
export { staffAdminRoutes } from './staff-admin/routes';
export { staffSessionRoutes } from './staff-sessions/routes';
