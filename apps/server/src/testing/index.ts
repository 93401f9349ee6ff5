// What server tests share: the real app on a fresh database (`createTestContext`), members,
// staff and calls. Helpers of one area that only its tests use are imported by their own
// path (`testing/members`, `testing/content-console`).
export { openTestDatabase } from './database';
export { createTestContext, secondServerOf, type TestContext } from './context';
export * from './identity';
export { hashPassword } from '../platform/crypto/password';
export * from './wallet';
export * from './console';
export * from './games';
export * from './studio';
export { forgetCachedReads } from '../platform/cache/expiring-cache';
export { openFirstOwnerSetup } from '../modules/console/service';
