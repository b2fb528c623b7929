// createBasket, editBasket and updateFundTokenMintMetadata as the sandbox's program runs them: the
// API's transactions do what the program does (the accounts it creates, through the invocations a
// node shows), and a wrongly built one fails with the program's error and moves nothing but the fee.
import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, PublicKey, SystemProgram } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import {
  BASKETS_PROGRAM_ID,
  BASKETS_PROGRAM_PDA,
  TOKEN_METADATA_PROGRAM_ID,
} from '../../../src/solana/basketsProgram/addresses';
import * as testing from '../../service/testing';
import {
  instructionsOf,
  land,
  landAsBuilt,
  landRefused,
  lamportChanges,
  onlyTheFee,
  programFailure,
  programInstruction,
  swapped,
  unsigned,
  withMeta,
} from './testing';

const creator = Keypair.generate();
const stranger = Keypair.generate();
const sandbox = testing.sandboxForFile({ funded: [creator, stranger] });
const request = (symbol: string) =>
  testing.createRequest(creator.publicKey.toBase58(), { symbol, name: `${symbol} basket` });

describe('createBasket', () => {
  it('creates the basket state, the mint (the program’s authority mints) and its metadata, paid by the creator', async () => {
    const res = await testing.command(sandbox().apiUrl, 'create', request('GOOD'));
    const landed = await landAsBuilt(sandbox().connection, creator, res.createTransaction);
    expect(landed.response.meta?.logMessages).toContain('Program log: Instruction: CreateBasket');
    // The program's invocations, as a node reports them: three accounts created, a mint set up.
    const keys = landed.response.transaction.message.staticAccountKeys.map((k) => k.toBase58());
    const inner = landed.response.meta?.innerInstructions?.[0]?.instructions ?? [];
    expect(inner.map((ix) => keys[ix.programIdIndex])).toEqual([
      SystemProgram.programId.toBase58(),
      SystemProgram.programId.toBase58(),
      TOKEN_PROGRAM_ID.toBase58(),
      SystemProgram.programId.toBase58(),
    ]);
    const owners = await Promise.all(
      [res.basket, res.mint].map(async (a) =>
        (await sandbox().connection.getAccountInfo(new PublicKey(a as string)))?.owner.toBase58(),
      ),
    );
    expect(owners).toEqual([BASKETS_PROGRAM_ID.toBase58(), TOKEN_PROGRAM_ID.toBase58()]);
    const mint = await sandbox().connection.getParsedAccountInfo(new PublicKey(res.mint as string));
    expect(mint.value?.data).toMatchObject({
      parsed: { info: { mintAuthority: BASKETS_PROGRAM_PDA.toBase58(), decimals: 6 } },
    });
    // The creator paid the three accounts' rent and the fee.
    const paid = -(lamportChanges(landed).get(creator.publicKey.toBase58()) ?? 0);
    const rent = await Promise.all(
      [10_208, 82, 679].map((n) => sandbox().connection.getMinimumBalanceForRentExemption(n)),
    );
    expect(paid).toBe(rent.reduce((a, b) => a + b, 0) + (landed.response.meta?.fee ?? 0));
    const metadata = inner[3]?.accounts.map((i) => keys[i])[1];
    expect(
      (await sandbox().connection.getAccountInfo(new PublicKey(metadata ?? '')))?.owner.toBase58(),
    ).toBe(TOKEN_METADATA_PROGRAM_ID.toBase58());
  });

  it('with the basket and its mint swapped: ConstraintSeeds, nothing created', async () => {
    const res = await testing.command(sandbox().apiUrl, 'create', request('SWAP'));
    const ixs = instructionsOf(res.createTransaction);
    swapped(programInstruction(ixs), 2, 4); // fundState ↔ fundToken
    const landed = await land(sandbox().connection, creator, ixs);
    expect(landed.response.meta?.err).toEqual(programFailure(0, 'ConstraintSeeds'));
    expect(landed.response.meta?.logMessages).toContain(
      'Program log: AnchorError caused by account: fundState. Error Code: ConstraintSeeds. Error Number: 2006. Error Message: A seeds constraint was violated.',
    );
    onlyTheFee(landed, creator.publicKey);
    expect(
      await sandbox().connection.getAccountInfo(new PublicKey(res.basket as string)),
    ).toBeNull();
  });

  it('with the manager not signing: AccountNotSigner; with the basket read-only: ConstraintMut', async () => {
    const res = await testing.command(sandbox().apiUrl, 'create', request('FLAGS'));
    const withoutCreator = instructionsOf(res.createTransaction);
    // The stranger pays; the creator is named but does not sign.
    unsigned(withoutCreator, creator.publicKey);
    await landRefused(sandbox().connection, stranger, withoutCreator, 0, 'AccountNotSigner');

    const readonly = instructionsOf(res.createTransaction);
    withMeta(programInstruction(readonly), 2, { isWritable: false });
    await landRefused(sandbox().connection, creator, readonly, 0, 'ConstraintMut');
  });
});

describe('editBasket and updateFundTokenMintMetadata', () => {
  it('only the manager may edit or rename: another wallet’s fails with ConstraintHasOne', async () => {
    const res = await testing.command(sandbox().apiUrl, 'create', request('OWNED'));
    for (const field of testing.CREATE_TRANSACTIONS) {
      await testing.signAndSend(sandbox().connection, res[field], creator);
    }
    const basket = res.basket as string;
    const edit = await testing.command(sandbox().apiUrl, 'edit', {
      basket,
      creator: creator.publicKey.toBase58(),
      depositFee: 10,
      rebalanceInterval: 3600,
      rebalanceThreshold: 300,
      slippage: 100,
      lpOffsetThreshold: 0,
      disableRebalance: 0,
      disableLp: 1,
      composition: testing.createRequest('x').composition,
    });
    // The stranger replaces the manager with itself and signs.
    const ixs = instructionsOf(edit.editTransaction);
    unsigned(ixs, creator.publicKey);
    programInstruction(ixs).keys[0] = {
      pubkey: stranger.publicKey,
      isSigner: true,
      isWritable: true,
    };
    await landRefused(sandbox().connection, stranger, ixs, 0, 'ConstraintHasOne');
    // The creator's own edit lands.
    await landAsBuilt(sandbox().connection, creator, edit.editTransaction);

    const rename = await testing.command(sandbox().apiUrl, 'set-metadata', {
      basket,
      creator: creator.publicKey.toBase58(),
      symbol: 'OWNED2',
      name: 'Owned basket renamed',
      uri: '',
    });
    const swappedRename = instructionsOf(rename.transaction);
    swapped(programInstruction(swappedRename), 1, 2); // fundToken ↔ fundState
    await landRefused(
      sandbox().connection,
      creator,
      swappedRename,
      0,
      'AccountOwnedByWrongProgram',
    );
  });
});
