// The keeper standing in for the Basket program: when a transaction that changes a basket lands,
// it writes the program's accounts as the program would have inside that transaction — basket
// state, basket token mint and its Metaplex metadata at create; a buy state at deposit, closed once
// the keeper has minted; a sell state at withdraw, filled when the assets are moved, closed at
// claim — owned by the program (the mint by SPL Token, the metadata by Metaplex), at the addresses
// the transaction named and paid the rent of. Writes are `chain.setAccount` (journaled and
// replayed in order after the transaction), so they run only for live transactions, at once,
// before the next transaction of the same flow can be sent.
import { MINT_SIZE, MintLayout } from '@solana/spl-token';
import { PublicKey, SystemProgram } from '@solana/web3.js';
import {
  BASKETS_PROGRAM_ID,
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
  TOKEN_METADATA_PROGRAM_ID,
} from '../../src/solana/basketsProgram/addresses';
import { BASKET_STATE } from '../../src/solana/basketsProgram/layout';
import type { Chain } from '../chain/chain';
import { encodeBasketState, encodeBuyState, encodeTokenList } from '../program/encode';
import { encodeMetaplexMetadata } from '../program/metaplex';
import { sandboxTokenList } from '../program/token-list';
import type { TokenBook } from '../model/tokens';
import { BASKET_DECIMALS, BASKET_TOKEN_PROGRAM_ID } from '../model/addresses';
import type { SandboxKeys } from '../model/keys';
import { mintSupply } from '../model/ledger';
import type { Applied, BasketIndex, BasketRecord, WithdrawRecord } from '../model/state';
import { basketPosition } from './holdings';
import { basketStateOf, buyStateOf, sellStateOf, type StateFields } from './program-states';

const LAST_UPDATE = BASKET_STATE.fields.lastUpdateTime;

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/** The token list account: written when missing or when the sandbox's tokens changed. */
export function writeTokenList(chain: Chain, tokens: TokenBook): void {
  const data = encodeTokenList(sandboxTokenList(tokens.all));
  const current = chain.getRawAccount(TOKEN_LIST_ADDRESS);
  if (current?.owner === BASKETS_PROGRAM_ID.toBase58() && sameBytes(current.data, data)) return;
  chain.setAccount(TOKEN_LIST_ADDRESS, {
    lamports: chain.minimumBalanceForRentExemption(data.length),
    owner: BASKETS_PROGRAM_ID,
    data,
  });
}

export class ProgramAccounts {
  constructor(
    private readonly chain: Chain,
    private readonly keys: SandboxKeys,
    private readonly index: BasketIndex,
    private readonly tokens: TokenBook,
  ) {}

  /** Writes after each live change of the index; replayed ones are already in the ledger. */
  start(): () => void {
    return this.index.onApplied((applied, event) => {
      if (!event.replayed) this.write(applied);
    });
  }

  write(applied: Applied): void {
    switch (applied.kind) {
      case 'basket-created':
        this.writeMint(applied.basket);
        this.writeMetadata(applied.basket);
        this.writeBasket(applied.basket);
        return;
      case 'metadata-changed':
        this.writeMetadata(applied.basket);
        this.writeBasket(applied.basket);
        return;
      case 'basket-changed':
        this.writeBasket(applied.basket);
        return;
      case 'deposit-opened':
      case 'deposit-settled': {
        const d = applied.deposit;
        const b = this.index.baskets.get(d.basket);
        if (!b) return;
        if (applied.kind === 'deposit-opened') {
          this.put(new PublicKey(d.buyState), encodeBuyState(buyStateOf(this.tokens, b, d)));
        } else {
          this.close(new PublicKey(d.buyState), new PublicKey(d.user));
        }
        this.writeBasket(b);
        return;
      }
      case 'withdraw-opened':
      case 'withdraw-funded': {
        const b = this.index.baskets.get(applied.withdraw.basket);
        if (!b) return;
        const basket = this.writeBasket(b);
        this.writeSellState(basket, applied.withdraw);
        return;
      }
      case 'withdraw-claimed':
        this.close(new PublicKey(applied.withdraw.address), new PublicKey(applied.withdraw.user));
        return;
    }
  }

  /** An SPL Token mint of 6 decimals; its mint authority is the basket's sandbox-held key. */
  private writeMint(b: BasketRecord): void {
    const data = Buffer.alloc(MINT_SIZE);
    MintLayout.encode(
      {
        // The real mint's authority is the program's; here it is a key the keeper signs mintTo
        // and escrow approvals with (../model/keys.ts basketAuthority).
        mintAuthorityOption: 1,
        mintAuthority: this.keys.basketAuthority(new PublicKey(b.address)).publicKey,
        supply: 0n,
        decimals: BASKET_DECIMALS,
        isInitialized: true,
        freezeAuthorityOption: 0,
        freezeAuthority: PublicKey.default,
      },
      data,
    );
    this.put(new PublicKey(b.mint), data, BASKET_TOKEN_PROGRAM_ID);
  }

  private writeMetadata(b: BasketRecord): void {
    const data = encodeMetaplexMetadata({
      updateAuthority: BASKETS_PROGRAM_PDA.toBase58(),
      mint: b.mint,
      ...b.metadata,
    });
    this.put(new PublicKey(b.metadataAccount), data, TOKEN_METADATA_PROGRAM_ID);
  }

  /** The basket state as the basket is now; returns the fields written. */
  private writeBasket(b: BasketRecord): StateFields {
    const address = new PublicKey(b.address);
    const now = this.chain.blockTime();
    const held = {
      record: b,
      position: basketPosition(this.chain, this.keys, this.index, this.tokens, b),
      supply: mintSupply(this.chain, new PublicKey(b.mint)),
      openBuyStates: this.index.openBuyStates(b.address),
    };
    const fields = (time: number) => basketStateOf(this.tokens, { ...held, now: time });
    // Unchanged but for the time: leave the account (and the ledger) as it is.
    const previous = this.chain.getRawAccount(address);
    const previousTime =
      previous?.data.length === BASKET_STATE.size
        ? Number(Buffer.from(previous.data).readBigUInt64LE(LAST_UPDATE.offset))
        : now;
    const unchanged = fields(previousTime);
    if (previous && sameBytes(previous.data, encodeBasketState(unchanged))) return unchanged;
    const current = fields(now);
    this.put(address, encodeBasketState(current));
    return current;
  }

  private writeSellState(basket: StateFields, w: WithdrawRecord): void {
    if (w.status === 'claimed') return;
    const state = sellStateOf(this.tokens, basket, w, this.chain.blockTime());
    this.put(new PublicKey(w.address), encodeBasketState(state));
  }

  /**
   * Writes `data` into `address` with the lamports it holds (the rent its transaction paid), owned
   * by `owner`. Nothing is written when the account already holds exactly this.
   */
  private put(address: PublicKey, data: Uint8Array, owner = BASKETS_PROGRAM_ID): void {
    const current = this.chain.getRawAccount(address);
    if (current?.owner === owner.toBase58() && sameBytes(current.data, data)) return;
    const lamports = current?.lamports ?? 0n;
    const rent = BigInt(this.chain.minimumBalanceForRentExemption(data.length));
    if (lamports < rent) {
      throw new Error(`${address.toBase58()} holds ${lamports} lamports, under its rent ${rent}`);
    }
    this.chain.setAccount(address, { lamports, owner, data });
  }

  /** Closes a program account: its lamports go to `refundTo`, as the program's close does. */
  private close(address: PublicKey, refundTo: PublicKey): void {
    const account = this.chain.getRawAccount(address);
    if (!account) return;
    const to = this.chain.getRawAccount(refundTo);
    this.chain.setAccount(refundTo, {
      lamports: (to?.lamports ?? 0n) + account.lamports,
      owner: to?.owner ?? SystemProgram.programId,
      data: to?.data,
      executable: to?.executable ?? false,
      rentEpoch: to?.rentEpoch,
    });
    this.chain.setAccount(address, { lamports: 0, owner: SystemProgram.programId });
  }
}
