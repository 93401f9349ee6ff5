// The lottery's console (`/bo/lottery/...`): a brand's games with their settings, odds and
// risk limits; their draws, cancelled before a result if need be; what an open draw stands
// to pay on each pick; and the settled tickets' figures. Every change is audited.
export {
  consoleGames,
  previewRtp,
  updateBetTypeRisk,
  updateGame,
  type ConsoleEdit,
} from './game-settings';
export { cancelGameDraw, drawExposure, drawList, updateDrawRules } from './draws';
export { lotteryReport, lotteryReportCsv } from './report';
