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
// The e2e harness runs the lottery's draw scheduler every second, as main.ts does.
export { startJobRunner } from '../platform/jobs/job-runner';
export { lotteryDrawJob } from '../modules/lottery/service';
export { acceptLotteryResult } from './lottery';
