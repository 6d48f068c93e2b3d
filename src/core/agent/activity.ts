// get_wallet_activity: a wallet's recent transactions in words, as the wallet page writes them, with the names the
// service knows its counterparties by.
import * as z from 'zod/mini';
import { activityOperation, getWalletActivity } from '../../api/wallets/activity';
import type { ActivityTransaction, AddressLabel } from '../../api/wallets/types';
import type { Figures } from '../../format/figures';
import { getWalletLabels, labelsOperation } from '../../api/wallets/labels';
import { chainNameOf } from '../../detect/chains';
import { counterparties, feeText, transactionLines } from '../../format/activity';
import { safeAgentText } from '../../format/safeText';
import { formatAge } from '../../format/text';
import { callPrice } from './prices';
import { confirmCredits, readWallet, walletField } from './resolve';
import { tool } from './tool';

export const walletActivity = tool({
  name: 'get_wallet_activity',
  title: 'Walletscope: wallet activity',
  description: 'Walletscope crypto wallet activity: a wallet\'s recent transactions (swaps, transfers, deposits) in words, newest first, with the '
    + 'names the service knows counterparties by ("Received 2.5 ETH from Binance 14, $8,400"), spam left out. A watched wallet by label, '
    + 'or an address or ENS name. Use it for "what moved today". Costs about 2 credits; 0 when kept.',
  input: z.object({
    wallet: walletField,
    limit: z.optional(z.int().check(z.minimum(1), z.maximum(50), z.describe('Transactions (default 10).'))),
    confirmCredits,
  }),
  price: (_input, host) => callPrice(activityOperation, host.client) + callPrice(labelsOperation, host.client),
  async answer(input, call) {
    const { host } = call;
    const wallet = readWallet(input.wallet, host.watched());
    const f = host.figures();
    const now = host.now();
    call.progress('Reading the wallet\'s transactions');
    const page = await getWalletActivity(host.client, wallet.address, { ...call.options, limit: input.limit ?? 10, blockchains: wallet.chains, now });
    call.progress('Naming counterparties');
    // One labels request (100 addresses) at most: the price said is what is spent.
    const names = await getWalletLabels(host.client, counterparties(page.transactions).slice(0, 100), call.options).catch(() => undefined);
    const address = f.address(safeAgentText(wallet.address, 64));
    const who = wallet.label ? `${safeAgentText(wallet.label, 40)} (${address})` : address;
    const lines = page.transactions.map((tx, i) => {
      const what = summary(tx, f, names);
      const fee = feeText(tx, { f });
      return `${i + 1}. ${formatAge(now - tx.time)} on ${safeAgentText(chainNameOf(tx.chain), 30)}: ${what}${fee ? ` (${fee})` : ''}. Tx ${safeAgentText(tx.hash, 90)}`;
    });
    return {
      lines: [
        page.transactions.length ? `${who}: the last ${page.transactions.length} transactions, newest first:` : `${who}: no transactions the service lists.`,
        ...lines,
        ...(page.hiddenSpam ? [`${f.count(page.hiddenSpam, 'spam transaction')} left out.`] : []),
        ...(page.cursor ? ['Older transactions exist (a larger limit, up to 50, shows more).'] : []),
      ],
      rows: page.transactions.map((tx) => ({
        time: tx.time, chain: safeAgentText(tx.chain, 40), hash: safeAgentText(tx.hash, 90),
        summary: summary(tx, f, names),
      })),
    };
  },
});

/** A transaction's first three actions in words, and how many more: a line of at most 400 characters. */
function summary(tx: ActivityTransaction, f: Figures, names: ReadonlyMap<string, AddressLabel> | undefined): string {
  const lines = transactionLines(tx, { f, names });
  const shown = lines.slice(0, 3).map((line) => safeAgentText(line, 120)).join('; ');
  return lines.length > 3 ? `${shown}; and ${lines.length - 3} more` : shown;
}
