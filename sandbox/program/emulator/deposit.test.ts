// buyFund, mintFund, sellFund and claimToken as the sandbox's program runs them: what each moves and
// writes, and a wrongly built one failing with the program's error, moving nothing but the fee.
import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, PublicKey, SystemProgram } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import {
  BASKETS_PROGRAM_ID,
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
} from '../../../src/solana/basketsProgram/addresses';
import { decodeBasketState } from '../../../src/solana/basketsProgram/basketState';
import { decodeTokenList } from '../../../src/solana/basketsProgram/tokenList';
import { KNOWN_TOKENS } from '../../../src/solana/tokens';
import * as testing from '../../service/testing';
import { basketsInstruction } from '../instructions';
import { BUY_FEE_ACCOUNT } from '../../../src/solana/basketsProgram/serviceAccounts';
import { programTokenAccount } from '../token-list';
import {
  ata,
  instructionsOf,
  land,
  landAsBuilt,
  landRefused,
  onlyTheFee,
  programFailure,
  programInstruction,
  swapped,
  tokenChange,
} from './testing';

const USDC = new PublicKey(KNOWN_TOKENS[0]?.mint ?? '');
const creator = Keypair.generate();
const user = Keypair.generate();
const sandbox = testing.sandboxForFile({
  funded: [creator, user],
  // The keeper waits: these tests send mintFund themselves.
  options: { keeperDelayMs: 180_000 },
});
const fileBasket = testing.basketForFile(
  sandbox,
  // All USDC: the keeper has nothing to buy, so the basket holds what these tests put in.
  testing.createRequest(creator.publicKey.toBase58(), {
    symbol: 'DEPO',
    depositFee: 100,
    composition: [{ token: USDC.toBase58(), weight: 100 }],
  }),
  creator,
);

async function fund(address: string) {
  const account = await sandbox().connection.getAccountInfo(new PublicKey(address));
  const decoded = decodeBasketState(account?.data ?? new Uint8Array());
  if (!decoded.ok) throw new Error('not a fund state');
  return decoded.value;
}

describe('buyFund', () => {
  /** The API's deposit of 50 USDC by the user into the basket. */
  const depositOf50 = () =>
    testing.command(sandbox().apiUrl, 'deposit', {
      user: user.publicKey.toBase58(),
      basket: fileBasket().basket,
      amount: 50,
    });

  it('with the program’s USDC account and the buyer’s swapped: IncorrectPdaUsdcAccount, no USDC moved', async () => {
    const res = await depositOf50();
    const ixs = instructionsOf(res.transaction);
    swapped(programInstruction(ixs), 5, 6); // pdaUsdcAccount ↔ buyerUsdcAccount
    await landRefused(sandbox().connection, user, ixs, ixs.length - 1, 'IncorrectPdaUsdcAccount');
  });

  it('takes the USDC: 1 % to the creator, 0.1 % to the service, the rest into the program’s account', async () => {
    const res = await depositOf50();
    const landed = await landAsBuilt(sandbox().connection, user, res.transaction);
    expect(tokenChange(landed, ata(USDC, user.publicKey))).toBe(-50_000_000n);
    expect(tokenChange(landed, ata(USDC, creator.publicKey))).toBe(500_000n);
    expect(tokenChange(landed, BUY_FEE_ACCOUNT)).toBe(50_000n);
    expect(tokenChange(landed, programTokenAccount(USDC))).toBe(49_450_000n);
    expect((await fund(fileBasket().basket)).activeBuyStates).toBe(1);
  });
});

describe('mintFund', () => {
  it('anyone may send it: basket tokens at the basket’s price, the buy state closed to the buyer', async () => {
    const { basket, mint } = fileBasket();
    const buyStates = await sandbox().connection.getProgramAccounts(BASKETS_PROGRAM_ID, {
      filters: [{ dataSize: 680 }, { memcmp: { offset: 40, bytes: user.publicKey.toBase58() } }],
    });
    const buyState = buyStates[0]?.pubkey;
    if (!buyState) throw new Error('no buy state');
    const list = decodeTokenList(
      (await sandbox().connection.getAccountInfo(TOKEN_LIST_ADDRESS))?.data ?? new Uint8Array(),
    );
    if (!list.ok) throw new Error('no token list');
    const oracle = (id: number) => new PublicKey(list.value.tokens[id]?.oracleAccount ?? '');
    const state = await fund(basket);
    const ix = (oracles: PublicKey[]) =>
      basketsInstruction(
        'mintFund',
        {
          signer: creator.publicKey,
          buyer: user.publicKey,
          fundState: new PublicKey(basket),
          tokenList: TOKEN_LIST_ADDRESS,
          buyState,
          oracleSol: oracle(1),
          pdaAccount: BASKETS_PROGRAM_PDA,
          buyerFundTokenAccount: ata(mint, user.publicKey),
          fundToken: mint,
          systemProgram: SystemProgram.programId,
          tokenProgram: TOKEN_PROGRAM_ID,
        },
        {},
        oracles,
      );
    // Without the oracles of the basket's slots the program cannot price it.
    await landRefused(sandbox().connection, creator, [ix([])], 0, 'AccountNotEnoughKeys');
    // With another token's oracle in a slot's place: IncorrectOracleAccount.
    const slots = state.composition.map((s) => oracle(s.tokenId));
    const wrong = await land(sandbox().connection, creator, [ix(slots.map(() => oracle(2)))]);
    expect(wrong.response.meta?.err).toEqual(programFailure(0, 'IncorrectOracleAccount'));

    const minted = await land(sandbox().connection, creator, [ix(slots)]);
    expect(minted.response.meta?.err).toBeNull();
    expect(tokenChange(minted, ata(mint, user.publicKey))).toBe(49_450_000n);
    expect(await sandbox().connection.getAccountInfo(buyState)).toBeNull();
    const after = await fund(basket);
    expect(after.supplyOutstanding).toBe(49_450_000n);
    expect(after.activeBuyStates).toBe(0);
    expect(after.fundWorth).toBe(49_450_000n);
  });
});

describe('sellFund and claimToken', () => {
  let sellState = '';

  it('sellFund burns and opens a sell state with the seller’s share of every holding', async () => {
    const { basket, mint } = fileBasket();
    const res = await testing.command(sandbox().apiUrl, 'withdraw', {
      user: user.publicKey.toBase58(),
      basket,
      amount: 10,
    });
    sellState = res.withdrawAccount as string;
    // Naming another wallet's basket token account to burn from: the program's burn fails in the
    // token program (`{Custom: 1}`, insufficient funds there), and the whole transaction with it.
    const forged = instructionsOf(res.transaction);
    programInstruction(forged).keys[4] = {
      pubkey: ata(mint, creator.publicKey),
      isSigner: false,
      isWritable: true,
    };
    const refused = await land(sandbox().connection, user, forged);
    expect(refused.response.meta?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    onlyTheFee(refused, user.publicKey);

    const before = await fund(basket);
    const landed = await landAsBuilt(sandbox().connection, user, res.transaction);
    expect(tokenChange(landed, ata(mint, user.publicKey))).toBe(-10_000_000n);
    const sell = await fund(sellState);
    expect(sell).toMatchObject({ sellState: 1, manager: user.publicKey.toBase58() });
    // 10 of the basket tokens: that share of each holding, taken from the basket.
    expect(sell.composition.map((s) => [s.tokenId, s.amount])).toEqual(
      before.composition.map((s) => [
        s.tokenId,
        (s.amount * 10_000_000n) / before.supplyOutstanding,
      ]),
    );
    const after = await fund(basket);
    expect(after.composition.map((s, i) => s.amount + (sell.composition[i]?.amount ?? 0n))).toEqual(
      before.composition.map((s) => s.amount),
    );
  });

  it('claimToken to another wallet’s account: IncorrectTokenAccount; to the seller’s: the tokens move, the last closes it', async () => {
    const res = await testing.command(sandbox().apiUrl, 'claim', {
      user: user.publicKey.toBase58(),
      basket: sellState,
    });
    const forged = instructionsOf(res.claimTokensTx);
    programInstruction(forged).keys[4] = {
      pubkey: ata(USDC, creator.publicKey),
      isSigner: false,
      isWritable: true,
    };
    await landRefused(sandbox().connection, user, forged, 0, 'IncorrectTokenAccount');

    const owed = (await fund(sellState)).composition.find((s) => s.tokenId === 0)?.amount ?? 0n;
    if (res.createATAsTx) await testing.signAndSend(sandbox().connection, res.createATAsTx, user);
    const landed = await landAsBuilt(sandbox().connection, user, res.claimTokensTx);
    expect(owed).toBeGreaterThan(0n);
    expect(tokenChange(landed, ata(USDC, user.publicKey))).toBe(owed);
    expect(tokenChange(landed, programTokenAccount(USDC))).toBe(-owed);
    expect(await sandbox().connection.getAccountInfo(new PublicKey(sellState))).toBeNull();
  });
});
