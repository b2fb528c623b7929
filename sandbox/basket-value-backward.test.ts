// The app's backward reading of a basket's holdings on the program's shared vaults
// (src/features/basket-value/sharedVaultHoldings.ts) against the emulated program: after a deposit
// (buy, then the keeper's mint and rebalances), a single-asset deposit and redemption, and a
// withdrawal claimed, walking the basket state's and mint's transactions back from what the state
// records now reaches the basket's creation holding nothing — each transaction's change to the
// basket was read as the program made it (a buy's USDC that is not yet the basket's, a claim's that
// is no longer, would leave something or less than nothing).
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { recordedHoldings } from '../src/features/basket-value/holdings';
import { sharedVaultHoldings } from '../src/features/basket-value/sharedVaultHoldings';
import { TOKEN_LIST_ADDRESS } from '../src/solana/basketsProgram/addresses';
import { decodeBasket } from '../src/solana/basketsProgram/basketState';
import { decodeTokenList, programVaultsOf } from '../src/solana/basketsProgram/tokenList';
import * as testing from './service/testing';
import { JUP, WSOL, basketState, storyCast, storyRequest, transactionsOf } from './storyTesting';

const { creator, user, host, sandbox } = storyCast();

describe('a basket’s holdings worked back from its state on the shared vaults', () => {
  it('reach its creation holding nothing, with its deposits, withdrawals and rebalances', async () => {
    const { apiUrl, connection } = sandbox();
    const u = user.publicKey.toBase58();
    const { basket } = await testing.createBasket(sandbox(), storyRequest(creator, host), creator);
    const mint = (await basketState(sandbox(), basket)).mint;
    const send = async (name: string, body: Record<string, unknown>, field = 'transaction') => {
      const res = await testing.command(apiUrl, name, { user: u, basket, ...body });
      await testing.signAndSend(connection, res[field], user);
      return res;
    };
    const supply = async () =>
      BigInt((await connection.getTokenSupply(new PublicKey(mint))).value.amount);
    // A deposit, minted and invested by the keeper.
    await send('deposit', { amount: 100 });
    await testing.eventually(async () =>
      (await basketState(sandbox(), basket)).holdings.length === 3 ? true : undefined,
    );
    await send('mint', { tokenMint: JUP.toBase58(), amount: 10 });
    await send('burn', { tokenMint: WSOL.toBase58(), amount: 5 });
    const withdraw = await send('withdraw', { amount: 30 });
    const claim = await testing.command(apiUrl, 'claim', {
      user: u,
      basket: withdraw.withdrawAccount,
    });
    if (claim.createATAsTx) await testing.signAndSend(connection, claim.createATAsTx, user);
    await testing.signAndSend(connection, claim.claimTokensTx, user);

    // The state and the transactions at one moment: read again until nothing landed in between.
    const read = async () => {
      const basketTxs = await transactionsOf(sandbox(), basket);
      const txs = [...basketTxs, ...(await transactionsOf(sandbox(), mint))];
      const account = await connection.getAccountInfo(new PublicKey(basket));
      const listAccount = await connection.getAccountInfo(TOKEN_LIST_ADDRESS);
      const supplyNow = await supply();
      const settled = (await transactionsOf(sandbox(), basket)).length === basketTxs.length;
      return settled ? { txs, account, listAccount, supplyNow } : undefined;
    };
    const { txs, account, listAccount, supplyNow } = await testing.eventually(read);
    const state = decodeBasket(new Uint8Array(account?.data ?? []));
    const list = decodeTokenList(new Uint8Array(listAccount?.data ?? []));
    if (!state.ok || !list.ok) throw new Error('the basket or the token list did not decode');
    const unique = [...new Map(txs.map((t) => [t.signature, t])).values()];

    const result = sharedVaultHoldings({
      txs: unique,
      basket,
      basketMint: mint,
      basketDecimals: 6,
      programVaults: programVaultsOf(list.value),
      recorded: recordedHoldings(state.value, list.value),
      supplyNow,
    });
    expect(result.unknownBefore).toBeNull();
    const oldest = result.steps[0];
    expect(oldest?.supply).toBe(0);
    // Nothing before the first deposit (a withdrawn share is undone to within the program's rounding).
    for (const [token, amount] of oldest?.holdings ?? []) expect(amount, token).toBeLessThan(1e-5);
    const kinds = result.steps.map((s) => s.kind);
    expect(kinds.filter((k) => k === 'deposit')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'withdrawal')).toHaveLength(2);
    expect(kinds).toContain('rebalance');
    // The last step holds what the state records now.
    const now = result.steps.at(-1)?.holdings;
    expect(now?.get(JUP.toBase58())).toBeGreaterThan(0);
  }, 120_000);
});
