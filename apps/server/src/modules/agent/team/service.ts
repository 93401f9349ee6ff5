// The agent's team: who may see it (agents only), the overview of its figures, and the
// downline tree. Its public surface inside the agent module.
export { agentOnly, type Asker } from './access';
export { downlineSummary, downlines } from './downlines';
export { teamOverview } from './overview';
