// dist/alerts-feature.js, the alerts' code that activation does not carry: the comparison (./alertCompare, loaded on
// the first check after a refresh) and, on plans with wallet streams, the stream (./alertStream) and the refreshes its
// hints ask for (./hintedRefresh), loaded once the plan has streams: most users, on the free plan, never load those.
export * from './alertCompare';
export { AlertStream } from './alertStream';
export { registerHintedRefreshes } from './hintedRefresh';
