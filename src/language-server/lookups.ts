// What answers with the service: the client (its zod schemas, node-fetch and Node's http stack), the credit ledger it
// counts into, and what builds hovers, inline notes and completions on it (number formatters, markdown). Evaluating these was most of the server's
// start, so only state.ts imports this file, dynamically, after initialize is answered: esbuild keeps a module that
// is only imported dynamically lazy inside the one bundle (its code is there, but runs only when first asked for).
export { WalletAssetClient } from '../api/client';
export { searchAssets } from '../api/search';
export { addressHoverContent } from '../core/addressHover';
export { contractChoices, quotedPrefix } from '../core/contractChoices';
export { inlineNotes } from '../core/inlineNotes';
export { startCredits } from './credits';
export { DISCOVER_VIEWS, discoverTokens } from '../api/discover';
export { chainArgument, screenRows } from '../core/discover';
export { discoverRowText, discoverTitle, hiddenLine } from '../format/discover';
