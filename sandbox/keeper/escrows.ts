// Single-asset escrows: funded when the user asks for a mint or burn quote, approved to the user,
// drawn from by the user's own transaction; unused ones are reclaimed after their time to live.
// Also closes emptied withdrawal escrows (their rent goes back to the keeper).
import {
  createApproveCheckedInstruction,
  createBurnCheckedInstruction,
  createCloseAccountInstruction,
  createInitializeAccount3Instruction,
  createMintToCheckedInstruction,
  createTransferCheckedInstruction,
} from '@solana/spl-token';
import { PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { randomBytes } from 'node:crypto';
import {
  BASKET_DECIMALS,
  BASKET_TOKEN_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  addressWithSeed,
} from '../model/addresses';
import { ApiFailure } from '../model/errors';
import { accountExists, tokenBalance } from '../model/ledger';
import { memoInstruction } from '../model/memo';
import type { BasketRecord } from '../model/state';
import { KeeperActor, chunks } from './actor';
import { vaultOf } from './holdings';
import { basketTokensFor, tokenUnitsFor, usdcUnitsFor } from './nav';

const ACCOUNT_LEN = 165;

/** What a mint or burn quote asks for: `amountIn` (base units) of what goes in. */
export interface EscrowRequest {
  basket: BasketRecord;
  user: PublicKey;
  /** The single asset: deposited for mint, received for burn. */
  tokenMint: PublicKey;
  /** Base units of the asset (mint) or of basket tokens (burn). */
  amountIn: bigint;
}

export interface OpenedEscrow {
  escrow: PublicKey;
  amountOut: bigint;
}

/** Basket tokens for `amountIn` of `tokenMint`, minted into an escrow the user may spend. */
export function openMintEscrow(a: KeeperActor, request: EscrowRequest): OpenedEscrow {
  const { basket: b, user, tokenMint, amountIn } = request;
  const token = a.tokens.must(tokenMint);
  const position = a.position(b);
  const usdc = (Number(amountIn) / 10 ** token.decimals) * token.price * 1_000_000;
  const amountOut = basketTokensFor(usdc, position.shares, position.value);
  if (amountOut <= 0n) {
    throw new ApiFailure(
      422,
      'AMOUNT_TOO_SMALL',
      'This amount is worth less than one unit of the basket token',
      'amount',
    );
  }
  const mint = new PublicKey(b.mint);
  const authority = a.basketAuthority(b);
  const escrow = newEscrowAccount(a, 'em', mint, BASKET_TOKEN_PROGRAM_ID, authority.publicKey);
  a.send(
    [
      ...escrow.create,
      createMintToCheckedInstruction(
        mint,
        escrow.address,
        authority.publicKey,
        amountOut,
        BASKET_DECIMALS,
        [],
        BASKET_TOKEN_PROGRAM_ID,
      ),
      createApproveCheckedInstruction(
        escrow.address,
        mint,
        user,
        authority.publicKey,
        amountOut,
        BASKET_DECIMALS,
        [],
        BASKET_TOKEN_PROGRAM_ID,
      ),
      escrowMemo(a, 'mint', request, { escrow: escrow.address, amountOut }),
    ],
    [authority],
  );
  return { escrow: escrow.address, amountOut };
}

/** `tokenMint` worth `amountIn` basket tokens at NAV, moved from the vault into an escrow the user may spend. */
export function openBurnEscrow(a: KeeperActor, request: EscrowRequest): OpenedEscrow {
  const { basket: b, user, tokenMint, amountIn: basketTokens } = request;
  const token = a.tokens.must(tokenMint);
  const position = a.position(b);
  const usdc = usdcUnitsFor(basketTokens, position.shares, position.value);
  const amountOut = tokenUnitsFor(usdc, token.decimals, token.price);
  const holding = position.holdings.find((h) => h.token.mint.equals(tokenMint));
  const available = holding?.balance ?? 0n;
  if (amountOut <= 0n) {
    throw new ApiFailure(
      422,
      'AMOUNT_TOO_SMALL',
      `This amount is worth less than one unit of ${token.symbol}`,
      'amount',
    );
  }
  if (!holding || available < amountOut) {
    throw new ApiFailure(
      422,
      'INSUFFICIENT_HOLDINGS',
      `The basket holds ${Number(available) / 10 ** token.decimals} ${token.symbol}, less than this redemption needs (${Number(amountOut) / 10 ** token.decimals})`,
      'amount',
    );
  }
  const authority = a.basketAuthority(b);
  const escrow = newEscrowAccount(a, 'eb', tokenMint, TOKEN_PROGRAM_ID, authority.publicKey);
  a.send(
    [
      ...escrow.create,
      createTransferCheckedInstruction(
        holding.vault,
        tokenMint,
        escrow.address,
        authority.publicKey,
        amountOut,
        token.decimals,
      ),
      createApproveCheckedInstruction(
        escrow.address,
        tokenMint,
        user,
        authority.publicKey,
        amountOut,
        token.decimals,
      ),
      escrowMemo(a, 'burn', request, { escrow: escrow.address, amountOut }),
    ],
    [authority],
  );
  return { escrow: escrow.address, amountOut };
}

function newEscrowAccount(
  a: KeeperActor,
  prefix: string,
  mint: PublicKey,
  program: PublicKey,
  owner: PublicKey,
) {
  const seed = prefix + randomBytes(12).toString('hex');
  const address = addressWithSeed(a.publicKey, seed, program);
  return {
    address,
    create: [
      SystemProgram.createAccountWithSeed({
        fromPubkey: a.publicKey,
        newAccountPubkey: address,
        basePubkey: a.publicKey,
        seed,
        lamports: a.chain.minimumBalanceForRentExemption(ACCOUNT_LEN),
        space: ACCOUNT_LEN,
        programId: program,
      }),
      createInitializeAccount3Instruction(address, mint, owner, program),
    ],
  };
}

function escrowMemo(
  a: KeeperActor,
  kind: 'mint' | 'burn',
  { basket, user, tokenMint, amountIn }: EscrowRequest,
  { escrow, amountOut }: OpenedEscrow,
): TransactionInstruction {
  return memoInstruction(a.publicKey, {
    op: 'keeper:escrow',
    kind,
    basket: basket.address,
    user: user.toBase58(),
    tokenMint: tokenMint.toBase58(),
    escrow: escrow.toBase58(),
    amountIn: amountIn.toString(),
    amountOut: amountOut.toString(),
  });
}

/** Reclaims expired single-asset escrows (unused ones go back) and emptied withdraw escrows. */
export function sweepEscrows(a: KeeperActor, ttlMs: number, now: number): void {
  for (const e of a.index.escrows.values()) {
    if (e.status === 'closed') continue;
    if (e.status === 'open' && now - e.openedAt < ttlMs) continue;
    const b = a.index.baskets.get(e.basket);
    if (!b) continue;
    const authority = a.basketAuthority(b);
    const escrow = new PublicKey(e.address);
    const ixs: TransactionInstruction[] = [];
    const left = tokenBalance(a.chain, escrow) ?? 0n;
    if (e.kind === 'mint') {
      const mint = new PublicKey(b.mint);
      if (left > 0n) {
        ixs.push(
          createBurnCheckedInstruction(
            escrow,
            mint,
            authority.publicKey,
            left,
            BASKET_DECIMALS,
            [],
            BASKET_TOKEN_PROGRAM_ID,
          ),
        );
      }
      ixs.push(
        createCloseAccountInstruction(
          escrow,
          a.publicKey,
          authority.publicKey,
          [],
          BASKET_TOKEN_PROGRAM_ID,
        ),
      );
    } else {
      const token = a.tokens.must(e.tokenMint);
      if (left > 0n) {
        ixs.push(
          createTransferCheckedInstruction(
            escrow,
            token.mint,
            vaultOf(a.keys, b.address, token.mint),
            authority.publicKey,
            left,
            token.decimals,
          ),
        );
      }
      ixs.push(createCloseAccountInstruction(escrow, a.publicKey, authority.publicKey));
    }
    ixs.push(memoInstruction(a.publicKey, { op: 'keeper:escrow-closed', escrow: e.address }));
    a.send(ixs, [authority]);
  }
  for (const w of a.index.withdrawals.values()) {
    if (w.status !== 'claimed') continue;
    const withdrawAuthority = a.keys.withdrawAuthority(new PublicKey(w.address));
    const closable = [...w.escrows.values()]
      .map((e) => new PublicKey(e.account))
      .filter(
        (account) => accountExists(a.chain, account) && tokenBalance(a.chain, account) === 0n,
      );
    for (const group of chunks(closable, 4)) {
      a.send(
        group.map((account) =>
          createCloseAccountInstruction(account, a.publicKey, withdrawAuthority.publicKey),
        ),
        [withdrawAuthority],
      );
    }
  }
}
