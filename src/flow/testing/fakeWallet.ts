// A Keypair wallet for the engine's tests: it signs, rejects, errs, or changes what it signs the
// way real wallets do (Phantom's priority fee) and the way none may (a changed payee).
import {
  ComputeBudgetProgram,
  Keypair,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import type { WalletPort } from '../ports';
import type { FakeChain } from './fakeChain';

/**
 * What the wallet does at a prompt: sign as asked; reject; error; change what the transaction
 * does ('redirect', unsafe); or add a priority fee like Phantom ('phantom', safe).
 */
export type WalletMode = 'sign' | 'reject' | 'modify' | 'redirect' | 'phantom' | 'error';

/** Phantom's priority fee as the fake adds it: 200,000 CU at 100,000 µlamports = 20,000 lamports. */
export const FAKE_PRIORITY = { units: 200_000, microLamports: 100_000 };

/** The transaction again with `message`'s instructions, in its own version. */
function recompiled(tx: VersionedTransaction, message: TransactionMessage): VersionedTransaction {
  return new VersionedTransaction(
    tx.message.version === 'legacy'
      ? message.compileToLegacyMessage()
      : message.compileToV0Message(),
  );
}

/** The transaction with compute-budget instructions first, as Phantom adds them. */
export function withPriorityFee(tx: VersionedTransaction): VersionedTransaction {
  const message = TransactionMessage.decompile(tx.message);
  message.instructions = [
    ComputeBudgetProgram.setComputeUnitLimit({ units: FAKE_PRIORITY.units }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: FAKE_PRIORITY.microLamports }),
    ...message.instructions,
  ];
  return recompiled(tx, message);
}

/** The same transaction paying someone else: a change no wallet may make. */
function redirected(tx: VersionedTransaction): VersionedTransaction {
  const message = TransactionMessage.decompile(tx.message);
  const [first, ...rest] = message.instructions;
  if (!first) return tx;
  const keys = first.keys.map((k, i) =>
    i === 1 ? { ...k, pubkey: Keypair.generate().publicKey } : k,
  );
  message.instructions = [{ ...first, keys }, ...rest];
  return recompiled(tx, message);
}

function rejection(): Error {
  const e = new Error('User rejected the request.') as Error & { error?: unknown };
  e.name = 'WalletSignTransactionError';
  e.error = { code: 4001, message: 'User rejected the request.' };
  return e;
}

export class FakeWallet implements Omit<WalletPort, 'address'> {
  readonly keypair = Keypair.generate();
  readonly address = this.keypair.publicKey.toBase58();
  mode: WalletMode = 'sign';
  /** Per-prompt modes, consumed in order; `mode` applies once it is empty. */
  script: WalletMode[] = [];
  signed: string[] = [];
  prompts = 0;
  /** Transactions per prompt, in order. */
  promptSizes: number[] = [];
  /** When set, a prompt waits for this promise before answering (a prompt left open). */
  hold?: Promise<void>;
  /** Several transactions in one approval: 'yes', 'no' (signAllTransactions absent), or 'refuse'. */
  multiSign: 'yes' | 'no' | 'refuse' = 'yes';
  /** The wallet can sign and send (signAndSend); what it does with what it signs. */
  sends: 'no' | 'send' | 'never' = 'no';
  /** Sends several in order, each confirmed first (signAndSendAllTransactions 'serial'). */
  serial = true;
  /** Set by createHarness: where a sending wallet broadcasts. */
  chain?: FakeChain;
  constructor(private readonly log: string[]) {}

  name = () => 'Fake Wallet';

  private async prompt(txs: VersionedTransaction[]): Promise<VersionedTransaction[]> {
    this.prompts++;
    this.promptSizes.push(txs.length);
    this.log.push('wallet:prompt');
    const mode = this.script.shift() ?? this.mode;
    if (this.hold) await this.hold;
    if (mode === 'reject') throw rejection();
    if (mode === 'error') throw new Error('Wallet is locked');
    return txs.map((original) => {
      let tx = original;
      if (mode === 'modify') tx.message.recentBlockhash = Keypair.generate().publicKey.toBase58();
      if (mode === 'redirect') tx = redirected(tx);
      if (mode === 'phantom') tx = withPriorityFee(tx);
      tx.sign([this.keypair]);
      const sig = bs58.encode(tx.signatures[0]!);
      this.signed.push(sig);
      this.log.push(`wallet:signed:${sig}`);
      return tx;
    });
  }

  signTransaction = async (tx: VersionedTransaction): Promise<VersionedTransaction> => {
    const [signed] = await this.prompt([tx]);
    return signed!;
  };

  get signAllTransactions() {
    if (this.multiSign === 'no') return undefined;
    return async (txs: VersionedTransaction[]) => {
      if (this.multiSign === 'refuse' && txs.length > 1) {
        throw new Error('This wallet signs one transaction at a time');
      }
      return this.prompt(txs);
    };
  }

  get signAndSendTransactions() {
    if (this.sends === 'no') return undefined;
    return async (txs: VersionedTransaction[]) => {
      const signed = await this.prompt(txs);
      const out: string[] = [];
      for (const tx of signed) {
        const sig = bs58.encode(tx.signatures[0]!);
        if (this.sends === 'send') {
          await this.chain?.sendRawTransaction(tx.serialize(), { skipPreflight: false });
          this.log.push(`wallet:sent:${sig}`);
        }
        out.push(sig);
      }
      return out;
    };
  }

  get sendsInSeries() {
    return this.sends !== 'no' && this.serial;
  }
}

/** The engine's wallet port over the fake wallet: its abilities are read at each use. */
export function walletPortOf(wallet: FakeWallet, address = () => wallet.address): WalletPort {
  return {
    address,
    name: wallet.name,
    signTransaction: wallet.signTransaction,
    get signAllTransactions() {
      return wallet.signAllTransactions;
    },
    get signAndSendTransactions() {
      return wallet.signAndSendTransactions;
    },
    get sendsInSeries() {
      return wallet.sendsInSeries;
    },
  };
}
