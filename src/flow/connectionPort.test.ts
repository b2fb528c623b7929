import {
  Keypair,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  TransactionMessage,
  type Connection,
} from '@solana/web3.js';
import { describe, expect, it, vi } from 'vitest';
import { connectionPort } from './connectionPort';
import { PreflightError } from './ports';
import { buildTx } from './testing/fakeApi';

const payer = Keypair.generate();
const tx = buildTx({
  payer: payer.publicKey,
  blockhash: Keypair.generate().publicKey.toBase58(),
  lamports: 1,
});
tx.sign([payer]);
const bytes = tx.serialize();

const sendError = (message: string) =>
  new SendTransactionError({
    action: 'simulate',
    signature: '',
    transactionMessage: message,
    logs: ['send log'],
  });

function fakeConnection(over: Partial<Record<keyof Connection, unknown>>): Connection {
  return over as unknown as Connection;
}

describe('connectionPort', () => {
  it('turns a failed preflight into a PreflightError with the simulation’s structured error and logs', async () => {
    const err = { InstructionError: [0, { Custom: 1 }] };
    const port = connectionPort(
      fakeConnection({
        sendRawTransaction: vi.fn().mockRejectedValue(sendError('Transaction simulation failed')),
        simulateTransaction: vi.fn().mockResolvedValue({ value: { err, logs: ['sim log'] } }),
      }),
    );
    const e = await port
      .sendRawTransaction(bytes, { skipPreflight: false })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(PreflightError);
    expect((e as PreflightError).err).toEqual(err);
    expect((e as PreflightError).logs).toEqual(['sim log']);
  });

  it('reads a blockhash-not-found preflight from the message when simulation cannot tell', async () => {
    const port = connectionPort(
      fakeConnection({
        sendRawTransaction: vi.fn().mockRejectedValue(sendError('Blockhash not found')),
        simulateTransaction: vi.fn().mockRejectedValue(new Error('down')),
      }),
    );
    const e = (await port
      .sendRawTransaction(bytes, { skipPreflight: false })
      .catch((x: unknown) => x)) as PreflightError;
    expect(e.err).toBe('BlockhashNotFound');
    expect(e.logs).toEqual(['send log']);
  });

  it('rethrows transport errors and anything on a rebroadcast unchanged', async () => {
    const down = new Error('fetch failed');
    const port = connectionPort(
      fakeConnection({ sendRawTransaction: vi.fn().mockRejectedValue(down) }),
    );
    await expect(port.sendRawTransaction(bytes, { skipPreflight: false })).rejects.toBe(down);
    const port2 = connectionPort(
      fakeConnection({ sendRawTransaction: vi.fn().mockRejectedValue(sendError('x')) }),
    );
    await expect(port2.sendRawTransaction(bytes, { skipPreflight: true })).rejects.toBeInstanceOf(
      SendTransactionError,
    );
  });

  it('passes the send options through and searches history for statuses', async () => {
    const sendRawTransaction = vi.fn().mockResolvedValue('sig');
    const getSignatureStatuses = vi
      .fn()
      .mockResolvedValue({ value: [{ confirmationStatus: 'confirmed', err: null }] });
    const port = connectionPort(fakeConnection({ sendRawTransaction, getSignatureStatuses }));
    await port.sendRawTransaction(bytes, { skipPreflight: true, maxRetries: 0 });
    expect(sendRawTransaction).toHaveBeenCalledWith(bytes, {
      skipPreflight: true,
      maxRetries: 0,
      preflightCommitment: 'confirmed',
    });
    expect(await port.getSignatureStatus('sig')).toEqual({
      confirmationStatus: 'confirmed',
      err: null,
    });
    expect(getSignatureStatuses).toHaveBeenCalledWith(['sig'], { searchTransactionHistory: true });
  });

  it('sums the owner’s token accounts of a mint', async () => {
    const account = (amount: string) => ({
      account: { data: { parsed: { info: { tokenAmount: { amount } } } } },
    });
    const getParsedTokenAccountsByOwner = vi
      .fn()
      .mockResolvedValue({ value: [account('5'), account('7')] });
    const port = connectionPort(fakeConnection({ getParsedTokenAccountsByOwner }));
    const owner = Keypair.generate().publicKey.toBase58();
    const mint = Keypair.generate().publicKey.toBase58();
    expect(await port.getTokenBalance(owner, mint)).toBe(12n);
    expect(getParsedTokenAccountsByOwner).toHaveBeenCalledWith(
      new PublicKey(owner),
      { mint: new PublicKey(mint) },
      'confirmed',
    );
  });

  it('does not remove a signature subscription web3.js already removed after notifying', () => {
    let notify!: (r: { err: unknown }) => void;
    const removeSignatureListener = vi.fn().mockResolvedValue(undefined);
    const port = connectionPort(
      fakeConnection({
        onSignature: (_s: string, cb: (r: { err: unknown }) => void) => ((notify = cb), 7),
        removeSignatureListener,
      }),
    );
    const seen: unknown[] = [];
    const off = port.onSignature('sig', (err) => seen.push(err));
    notify({ err: null });
    off();
    expect(seen).toEqual([null]);
    expect(removeSignatureListener).not.toHaveBeenCalled();
    const off2 = port.onSignature('sig2', () => {});
    off2();
    expect(removeSignatureListener).toHaveBeenCalledWith(7);
  });

  it('reads a landed transaction: its error, logs, and the accounts it created', async () => {
    const payer = Keypair.generate().publicKey;
    const made = Keypair.generate().publicKey;
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
      instructions: [
        SystemProgram.createAccount({
          fromPubkey: payer,
          newAccountPubkey: made,
          lamports: 1,
          space: 0,
          programId: SystemProgram.programId,
        }),
      ],
    }).compileToLegacyMessage();
    const port = connectionPort(
      fakeConnection({
        getTransaction: vi.fn().mockResolvedValue({
          transaction: { message },
          meta: {
            err: 'X',
            logMessages: ['a', 'b'],
            // payer paid; the new account got its first lamports; the program had some already.
            preBalances: [10, 0, 1],
            postBalances: [8, 1, 1],
          },
        }),
      }),
    );
    const landed = await port.getTransaction('sig');
    expect(landed?.err).toBe('X');
    expect(landed?.logs).toEqual(['a', 'b']);
    expect(landed?.created).toEqual([made.toBase58()]);
  });
});
