// The console module's public surface: what the platform's staff guard and other modules
// may call. Staff sign-in, staff administration, the audit views and reports stay behind it.
export { staffOfToken } from './staff-sessions/service';
export { openFirstOwnerSetup } from './setup/service';
