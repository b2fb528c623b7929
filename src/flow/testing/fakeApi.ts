// A fake Basket API for the engine's tests: each POST builds real transactions for the flow's steps.
import {
  Keypair,
  PublicKey,
  SystemProgram,
  type TransactionInstruction,
  type VersionedTransaction,
} from '@solana/web3.js';
import { legacyTransaction, v0Transaction } from '../../solana/testing/transactions';
import { bytesToBase64 } from '../codec';
import type { ApiResponse } from '../ports';
import type { Flow } from '../types';
import type { FakeChain } from './fakeChain';
import type { FakeWallet } from './fakeWallet';

/** Builds a real transaction paying from `payer`, with one distinct instruction. */
export function buildTx(opts: {
  payer: PublicKey;
  blockhash: string;
  lamports: number;
  extraSigner?: PublicKey;
  v0?: boolean;
  /** Where it pays (default: a fixed address). */
  to?: PublicKey;
}): VersionedTransaction {
  const ix: TransactionInstruction[] = [
    SystemProgram.transfer({
      fromPubkey: opts.extraSigner ?? opts.payer,
      toPubkey: opts.to ?? new PublicKey('4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG'),
      lamports: opts.lamports,
    }),
  ];
  return opts.v0
    ? v0Transaction(opts.payer, ix, [], opts.blockhash)
    : legacyTransaction(opts.payer, ix, opts.blockhash);
}

/** A fake Basket API: every POST builds fresh transactions at the chain's latest blockhash. */
export class FakeApi {
  posts: unknown[] = [];
  failWith?: unknown;
  /** Overrides the fee payer of built transactions (to test the pre-sign checks). */
  payer?: PublicKey;
  extraSigner?: PublicKey;
  /** Response fields left out (e.g. claim's createATAsTx when nothing is missing). */
  omit = new Set<string>();
  /** Response fields answered as a list of this many transactions (claim's claimTokensTx). */
  lists = new Map<string, number>();
  /**
   * Changes what the transactions do (their amounts): an honest API answers the same request
   * with the same instructions, only a fresh blockhash (docs/flow-engine.md rule 12).
   */
  variant = 0;
  /**
   * The accounts each answer made afresh, as the real service derives new accounts from a fresh
   * seed per request: a second answer to the same request is another transaction.
   */
  readonly fresh = new Set<string>();
  constructor(
    private readonly chain: FakeChain,
    private readonly wallet: FakeWallet,
    private readonly log: string[],
  ) {}

  post = async (flow: Flow): Promise<ApiResponse> => {
    this.posts.push(flow.request);
    this.log.push('api:post');
    if (this.failWith) throw this.failWith;
    const { blockhash } = await this.chain.getLatestBlockhash();
    const out: Record<string, unknown> = { success: true };
    const to = Keypair.generate().publicKey;
    this.fresh.add(to.toBase58());
    const build = (i: number) =>
      bytesToBase64(
        buildTx({
          payer: this.payer ?? this.wallet.keypair.publicKey,
          blockhash,
          lamports: 1_000 + i + this.variant * 10,
          extraSigner: this.extraSigner,
          v0: i % 2 === 1,
          to,
        }).serialize(),
      );
    flow.steps.forEach((s, i) => {
      if (s.kind !== 'tx' || this.omit.has(s.txField) || this.lists.has(s.txField)) return;
      out[s.txField] = build(i);
    });
    for (const [field, count] of this.lists) {
      out[field] = Array.from({ length: count }, (_, i) => build(100 + i));
    }
    return out;
  };
}
