// Discover Tokens for other editors: `workspace/executeCommand` DISCOVER_TOKENS with `[{view, chain,
// minLiquidityUsd}]` (each optional: trending, every chain, 50,000 USD) answers the list VS Code's quick pick shows, as
// plain data the client can put in its own picker: each row's three lines as plain text (safePlainText) beside its
// figures, what was left out, and what the list cost. It is asked for, so it always tries, and its credit is counted
// under "Discover" in the server's ledger.
import { describeError } from '../api/transport/errors';
import type { Connection } from 'vscode-languageserver';
import { DISCOVER_TOKENS } from '../commandIds';
import { withDeadline } from '../core/deadline';
import { isRecord, liquidityFloor } from '../core/settings';
import { safePlainText } from '../format/safeText';
import { cancelled, invalidParams } from './params';
import { LSPErrorCodes, ResponseError } from './protocol';
import type { ServerState } from './state';
import { nowMs } from '../core/clock';

export function registerDiscover(connection: Connection, state: ServerState): void {
  connection.onExecuteCommand(async (params, token) => {
    if (params.command !== DISCOVER_TOKENS) throw invalidParams(`No command ${safePlainText(String(params.command), 80)}`);
    const asked: Record<string, unknown> = isRecord(params.arguments?.[0]) ? params.arguments[0] : {};
    const { client, DISCOVER_VIEWS, discoverTokens, chainArgument, screenRows, discoverRowText, discoverTitle, hiddenLine } = await state.lookups();
    const view = asked.view === undefined ? 'trending' : DISCOVER_VIEWS.find((v) => v === asked.view);
    if (view === undefined) throw invalidParams(`view must be one of ${DISCOVER_VIEWS.join(', ')}`);
    const chain = chainArgument(asked.chain) ?? undefined;
    const floor = liquidityFloor(asked.minLiquidityUsd);
    const outcome = await withDeadline(token, state.settings.requestTimeoutMs, (signal) => discoverTokens(client, { view, chain }, { signal, feature: 'discover' }));
    if (outcome.kind === 'cancelled') throw cancelled();
    if (outcome.kind !== 'done') throw new ResponseError(LSPErrorCodes.RequestFailed, outcome.kind === 'timeout' ? 'The service did not answer in time' : safePlainText(describeError(outcome.error), 300));
    const screened = screenRows(outcome.value.rows, view, floor);
    const now = nowMs(), hidden = hiddenLine(screened, floor);
    return {
      title: safePlainText(discoverTitle(view, chain, outcome.value.credits)),
      hidden: hidden && safePlainText(hidden),
      credits: outcome.value.credits,
      rows: screened.shown.map((shown) => {
        const { label, description, detail, warning } = discoverRowText(shown, now);
        const { row } = shown;
        return {
          kind: row.kind, address: row.address, chain: safePlainText(row.chain, 60), label: safePlainText(label), description: safePlainText(description),
          detail: safePlainText(detail, 300), risk: warning && safePlainText(warning), price: row.price, change24h: row.change24h, liquidity: row.liquidity,
          volume24h: row.volume24h, createdAt: row.createdAt,
        };
      }),
    };
  });
}
