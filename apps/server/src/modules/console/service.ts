// The console module's public surface: what the platform's staff guard and other modules
// may call. Staff sign-in, staff administration and the audit views stay behind it.
export { staffOfToken } from './staff-sessions';
