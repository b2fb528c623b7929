// Rebalancing after an edit: value moves between the vaults and the keeper's reserve at sandbox
// prices until each holding matches its weight (dust under a cent is left).
import { createTransferCheckedInstruction } from '@solana/spl-token';
import { type TransactionInstruction } from '@solana/web3.js';
import { memoInstruction } from '../model/memo';
import type { BasketRecord } from '../model/state';
import { KeeperActor, chunks } from './actor';
import { tokenUnitsFor } from './nav';

/** Moves value between the vaults and the reserve until holdings match the weights. */
export function rebalance(a: KeeperActor, b: BasketRecord): void {
  const position = a.position(b);
  if (position.value <= 0) return;
  const authority = a.basketAuthority(b);
  const total = b.composition.reduce((s, e) => s + e.weight, 0);
  const legs: TransactionInstruction[][] = [];
  for (const h of position.holdings) {
    const weight = b.composition.find((e) => e.token === h.token.mint.toBase58())?.weight ?? 0;
    const target = tokenUnitsFor(
      (position.value * weight) / total,
      h.token.decimals,
      h.token.price,
    );
    const delta = target - h.owned;
    // Ignore dust worth under a cent.
    const deltaValue = (Math.abs(Number(delta)) / 10 ** h.token.decimals) * h.token.price;
    if (deltaValue < 0.01) continue;
    const { mint, decimals } = h.token;
    if (delta > 0n) {
      legs.push([
        createTransferCheckedInstruction(
          a.reserve(mint),
          mint,
          h.vault,
          a.publicKey,
          delta,
          decimals,
        ),
      ]);
    } else {
      const out = -delta > h.balance ? h.balance : -delta;
      if (out > 0n) {
        legs.push([
          createTransferCheckedInstruction(
            h.vault,
            mint,
            a.reserve(mint),
            authority.publicKey,
            out,
            decimals,
          ),
        ]);
      }
    }
  }
  for (const group of chunks(legs, 3)) {
    a.send(
      [
        ...group.flat(),
        memoInstruction(a.publicKey, { op: 'keeper:rebalance', basket: b.address }),
      ],
      [authority],
    );
  }
}
