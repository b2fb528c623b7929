// Deposits: after the keeper's delay, fees in USDC to the creator and host platform and basket
// tokens to the user at the current NAV (1:1 for the first deposit); then the deposit's USDC buys
// the composition it was settled with (USDC to the reserve, assets from the reserve to the vaults).
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createMintToCheckedInstruction,
  createTransferCheckedInstruction,
} from '@solana/spl-token';
import { PublicKey, type TransactionInstruction } from '@solana/web3.js';
import {
  BASKET_DECIMALS,
  BASKET_TOKEN_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  USDC_DECIMALS,
  USDC_MINT,
  ata,
} from '../model/addresses';
import { memoInstruction } from '../model/memo';
import type { DepositRecord } from '../model/state';
import { KeeperActor, LEGS_PER_TX, chunks } from './actor';
import { vaultOf } from './holdings';
import { basketTokensFor, splitByWeight, splitDeposit, tokenUnitsFor } from './nav';

export function settleDeposit(a: KeeperActor, d: DepositRecord): void {
  if (d.status !== 'pending') return;
  const b = a.index.baskets.get(d.basket);
  if (!b) return;
  const basket = new PublicKey(b.address);
  const depositAuthority = a.keys.depositAuthority(basket);
  const depositVault = ata(depositAuthority.publicKey, USDC_MINT);
  const authority = a.basketAuthority(b);
  const mint = new PublicKey(b.mint);
  const user = new PublicKey(d.user);

  const { creatorFee, hostFee, net } = splitDeposit(
    d.amount,
    b.settings.depositFee,
    b.settings.hostPlatformFees,
  );
  const position = a.position(b);
  const minted = basketTokensFor(Number(net), position.shares, position.value);

  const ixs: TransactionInstruction[] = [];
  const payFee = (to: string, amount: bigint) => {
    if (amount <= 0n) return;
    const owner = new PublicKey(to);
    const account = ata(owner, USDC_MINT, TOKEN_PROGRAM_ID);
    ixs.push(
      createAssociatedTokenAccountIdempotentInstruction(a.publicKey, account, owner, USDC_MINT),
      createTransferCheckedInstruction(
        depositVault,
        USDC_MINT,
        account,
        depositAuthority.publicKey,
        amount,
        USDC_DECIMALS,
      ),
    );
  };
  payFee(b.creator, creatorFee);
  payFee(b.settings.hostPlatform, hostFee);
  if (minted > 0n) {
    const holding = ata(user, mint, BASKET_TOKEN_PROGRAM_ID);
    ixs.push(
      createAssociatedTokenAccountIdempotentInstruction(
        a.publicKey,
        holding,
        user,
        mint,
        BASKET_TOKEN_PROGRAM_ID,
      ),
      createMintToCheckedInstruction(
        mint,
        holding,
        authority.publicKey,
        minted,
        BASKET_DECIMALS,
        [],
        BASKET_TOKEN_PROGRAM_ID,
      ),
    );
  }
  ixs.push(
    memoInstruction(a.publicKey, {
      op: 'keeper:settle',
      deposit: d.signature,
      net: net.toString(),
      minted: minted.toString(),
    }),
  );
  a.send(ixs, [depositAuthority, authority]);
  buyForDeposit(a, d);
}

/** Turns a settled deposit's USDC into the composition it was settled with. */
export function buyForDeposit(a: KeeperActor, d: DepositRecord): void {
  if (d.status !== 'settled' || !d.plan || d.net === undefined) return;
  const b = a.index.baskets.get(d.basket);
  if (!b) return;
  const depositAuthority = a.keys.depositAuthority(new PublicKey(b.address));
  const depositVault = ata(depositAuthority.publicKey, USDC_MINT);
  a.ensureVaults({ ...b, composition: d.plan });
  const parts = splitByWeight(
    d.net,
    d.plan.map((e) => e.weight),
  );
  const legs = d.plan
    .map((e, i) => ({ token: a.tokens.must(e.token), usdc: parts[i] ?? 0n }))
    .filter((leg) => !d.bought.has(leg.token.mint.toBase58()));
  const groups = chunks(legs, LEGS_PER_TX);
  if (groups.length === 0) groups.push([]);
  for (const group of groups) {
    const ixs: TransactionInstruction[] = [];
    let toReserve = 0n;
    for (const leg of group) {
      const vault = vaultOf(a.keys, b.address, leg.token.mint);
      if (leg.token.mint.equals(USDC_MINT)) {
        if (leg.usdc > 0n) {
          ixs.push(
            createTransferCheckedInstruction(
              depositVault,
              USDC_MINT,
              vault,
              depositAuthority.publicKey,
              leg.usdc,
              USDC_DECIMALS,
            ),
          );
        }
        continue;
      }
      toReserve += leg.usdc;
      const units = tokenUnitsFor(Number(leg.usdc), leg.token.decimals, leg.token.price);
      if (units > 0n) {
        ixs.push(
          createTransferCheckedInstruction(
            a.reserve(leg.token.mint),
            leg.token.mint,
            vault,
            a.publicKey,
            units,
            leg.token.decimals,
          ),
        );
      }
    }
    if (toReserve > 0n) {
      ixs.unshift(
        createTransferCheckedInstruction(
          depositVault,
          USDC_MINT,
          a.reserve(USDC_MINT),
          depositAuthority.publicKey,
          toReserve,
          USDC_DECIMALS,
        ),
      );
    }
    ixs.push(
      memoInstruction(a.publicKey, {
        op: 'keeper:buy',
        deposit: d.signature,
        tokens:
          group.length > 0
            ? group.map((leg) => leg.token.mint.toBase58())
            : d.plan.map((e) => e.token),
      }),
    );
    a.send(ixs, [depositAuthority]);
  }
}
