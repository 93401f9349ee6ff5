// Points (spec §3, §9): earned on valid turnover (turnover/, the one definition) at each
// merchant's rate per game category by the earning job, kept in a journal of every change
// (whole hundredths, never negative, never expiring), and converted to cash in the main
// wallet through the ledger. See rates.ts for the arithmetic and earning.ts for the job.
export { consolePointSettings, updatePointSettings } from './console';
export { convertPoints } from './conversion';
export { earnPoints, lastClosedWindowEnd, pointsEarningJob } from './earning';
export { pointDetails, pointRules, pointsSummary } from './overview';
export { defaultPointRates } from './rates';
export {
  saveRates as savePointRates,
  saveSettings as savePointSettings,
  settingsOf as pointSettingsOf,
} from './queries';
