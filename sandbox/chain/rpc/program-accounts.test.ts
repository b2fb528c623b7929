// getProgramAccounts over the sandbox JSON-RPC, raw and through web3.js v1, as a node answers.
import { Keypair, PublicKey } from '@solana/web3.js';
import bs58 from 'bs58';
import { decompress } from 'fzstd';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TOKEN_PROGRAM } from '../token-balances';
import { startTestChain, type TestChain } from '../test-chain';

let t: TestChain;
const program = Keypair.generate().publicKey;
/** Accounts of `program`, by name: data chosen so that each filter picks a known subset. */
const accounts: Record<string, { address: string; data: Uint8Array }> = {};

function put(name: string, data: Uint8Array, owner: PublicKey | string = program): string {
  const address = Keypair.generate().publicKey.toBase58();
  t.chain.setAccount(address, { lamports: 1_000_000, owner, data });
  accounts[name] = { address, data };
  return address;
}

beforeAll(async () => {
  t = await startTestChain();
  put('small', Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  put('smallOther', Uint8Array.of(1, 2, 9, 9, 9, 9, 9, 9, 9, 9));
  put(
    'large',
    Uint8Array.from({ length: 300 }, (_, i) => (i + 1) & 0xff),
  );
  put('empty', new Uint8Array(0));
  put('elsewhere', Uint8Array.of(1, 2, 3), Keypair.generate().publicKey);
});
afterAll(async () => {
  await t.dispose();
});

interface RpcAnswer {
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

async function rpc(params: unknown[]): Promise<RpcAnswer> {
  const res = await fetch(t.rpc.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getProgramAccounts', params }),
  });
  return (await res.json()) as RpcAnswer;
}

interface Keyed {
  pubkey: string;
  account: { data: unknown; space: number; owner: string; lamports: number };
}

async function gpa(config: Record<string, unknown> = {}): Promise<Keyed[]> {
  const answer = await rpc([program.toBase58(), { encoding: 'base64', ...config }]);
  expect(answer.error).toBeUndefined();
  return answer.result as Keyed[];
}

const names = (list: Keyed[]) =>
  list.map((k) => Object.keys(accounts).find((n) => accounts[n]?.address === k.pubkey)).sort();

async function rpcError(params: unknown[]) {
  const answer = await rpc(params);
  expect(answer.result).toBeUndefined();
  return answer.error;
}

describe('filters', () => {
  it('without filters, every account of the program and none of another', async () => {
    expect(names(await gpa())).toEqual(['empty', 'large', 'small', 'smallOther']);
  });

  it('dataSize and memcmp (base58 by default, base64, raw bytes) all apply', async () => {
    const size10 = { dataSize: 10 };
    expect(names(await gpa({ filters: [size10] }))).toEqual(['small', 'smallOther']);
    const third = { memcmp: { offset: 2, bytes: bs58.encode(Uint8Array.of(3, 4)) } };
    expect(names(await gpa({ filters: [third] }))).toEqual(['large', 'small']);
    expect(names(await gpa({ filters: [size10, third] }))).toEqual(['small']);
    const asBase64 = { memcmp: { offset: 2, bytes: 'AwQ=', encoding: 'base64' } };
    expect(names(await gpa({ filters: [size10, asBase64] }))).toEqual(['small']);
    const raw = { memcmp: { offset: 2, bytes: [9, 9] } };
    expect(names(await gpa({ filters: [raw] }))).toEqual(['smallOther']);
  });

  it('a memcmp that runs past the data matches nothing (and is no error)', async () => {
    const past = { memcmp: { offset: 9, bytes: bs58.encode(Uint8Array.of(10, 0)) } };
    expect(await gpa({ filters: [past] })).toEqual([]);
    const atEnd = { memcmp: { offset: 9, bytes: bs58.encode(Uint8Array.of(10)) } };
    expect(names(await gpa({ filters: [atEnd] }))).toEqual(['large', 'small']);
  });

  it('tokenAccountState keeps initialized token accounts only', async () => {
    const mint = Keypair.generate().publicKey;
    const tokenAccount = (state: number) => {
      const data = new Uint8Array(165);
      data.set(mint.toBytes(), 0);
      data[108] = state;
      return data;
    };
    const initialized = put('initialized', tokenAccount(1), TOKEN_PROGRAM);
    put('uninitialized', tokenAccount(0), TOKEN_PROGRAM);
    const answer = await rpc([
      TOKEN_PROGRAM,
      {
        encoding: 'base64',
        filters: [{ memcmp: { offset: 0, bytes: mint.toBase58() } }, 'tokenAccountState'],
      },
    ]);
    expect((answer.result as Keyed[]).map((k) => k.pubkey)).toEqual([initialized]);
  });
});

describe('answers', () => {
  it('are sorted by address bytes, unless sortResults is false', async () => {
    const sorted = (await gpa()).map((k) => k.pubkey);
    const byBytes = [...sorted].sort((a, b) => Buffer.compare(bs58.decode(a), bs58.decode(b)));
    expect(sorted).toEqual(byBytes);
    expect((await gpa({ sortResults: false })).map((k) => k.pubkey).sort()).toEqual(
      [...sorted].sort(),
    );
  });

  it('slice the data with dataSlice, keeping the full size in space', async () => {
    const [small] = await gpa({
      filters: [{ dataSize: 10 }, { memcmp: { offset: 2, bytes: bs58.encode(Uint8Array.of(3)) } }],
      dataSlice: { offset: 3, length: 4 },
    });
    expect(small?.account.data).toEqual([Buffer.from([4, 5, 6, 7]).toString('base64'), 'base64']);
    expect(small?.account.space).toBe(10);
    const beyond = await gpa({ filters: [{ dataSize: 10 }], dataSlice: { offset: 50, length: 4 } });
    expect(beyond.map((k) => k.account.data)).toEqual([
      ['', 'base64'],
      ['', 'base64'],
    ]);
  });

  it('encode as binary (a plain base58 string) by default, and as base58 when asked', async () => {
    const filters = [{ dataSize: 10 }, { memcmp: { offset: 2, bytes: bs58.encode([3]) } }];
    const plain = await rpc([program.toBase58(), { filters }]);
    expect((plain.result as Keyed[])[0]?.account.data).toBe(bs58.encode(accounts.small!.data));
    const base58 = await rpc([program.toBase58(), { filters, encoding: 'base58' }]);
    expect((base58.result as Keyed[])[0]?.account.data).toEqual([
      bs58.encode(accounts.small!.data),
      'base58',
    ]);
  });

  it('refuse base58 for data over 128 bytes, as a node does', async () => {
    expect(await rpcError([program.toBase58(), { encoding: 'base58' }])).toEqual({
      code: -32600,
      message:
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
    });
    const sliced = await rpc([
      program.toBase58(),
      { encoding: 'base58', filters: [{ dataSize: 300 }], dataSlice: { offset: 0, length: 128 } },
    ]);
    expect(sliced.error).toBeUndefined();
  });

  it('encode base64+zstd as a zstd frame of the data', async () => {
    const [large] = await gpa({ encoding: 'base64+zstd', filters: [{ dataSize: 300 }] });
    const [text, label] = large?.account.data as [string, string];
    expect(label).toBe('base64+zstd');
    expect(decompress(Buffer.from(text, 'base64'))).toEqual(accounts.large!.data);
  });

  it('fall back to base64 for jsonParsed of accounts no parser knows', async () => {
    const [small] = await gpa({
      encoding: 'jsonParsed',
      filters: [{ dataSize: 10 }, { memcmp: { offset: 2, bytes: bs58.encode([3]) } }],
    });
    expect(small?.account.data).toEqual([
      Buffer.from(accounts.small!.data).toString('base64'),
      'base64',
    ]);
  });

  it('wrap the list in {context, value} with withContext', async () => {
    const answer = await rpc([
      program.toBase58(),
      { withContext: true, filters: [{ dataSize: 0 }] },
    ]);
    const result = answer.result as {
      context: { slot: number; apiVersion: string };
      value: Keyed[];
    };
    expect(result.context.slot).toBe(t.chain.slot());
    expect(typeof result.context.apiVersion).toBe('string');
    expect(names(result.value)).toEqual(['empty']);
  });
});

describe('invalid requests get the node errors', () => {
  const p = () => program.toBase58();
  const memcmp = (bytes: unknown, extra: Record<string, unknown> = {}) => ({
    filters: [{ memcmp: { offset: 0, bytes, ...extra } }],
  });

  it.each<[string, unknown[], string]>([
    ['no params', [], '`params` should have at least 1 argument(s)'],
    [
      'a program id that is not text',
      [5],
      'Invalid params: invalid type: integer `5`, expected a string.',
    ],
    ['a program id that is not base58', ['0OIl'], 'Invalid param: Invalid'],
    ['a program id of the wrong size', ['abc'], 'Invalid param: WrongSize'],
    [
      'five filters',
      [p(), { filters: Array(5).fill({ dataSize: 1 }) }],
      'Too many filters provided; max 4',
    ],
    [
      'bad base58',
      [p(), memcmp('abcl')],
      "Invalid param: Base58DecodeError(InvalidCharacter { character: 'l', index: 3 })",
    ],
    [
      'bad base64',
      [p(), memcmp('AQ', { encoding: 'base64' })],
      'Invalid param: Base64DecodeError(InvalidPadding)',
    ],
    ['too many bytes', [p(), memcmp('1'.repeat(129))], 'Invalid param: DataTooLarge'],
    [
      'an unknown filter',
      [p(), { filters: [{ size: 1 }] }],
      'Invalid params: unknown variant `size`, expected one of `dataSize`, `memcmp`, `tokenAccountState`.',
    ],
    [
      'a memcmp without bytes',
      [p(), { filters: [{ memcmp: { offset: 0 } }] }],
      'Invalid params: missing field `bytes`.',
    ],
    [
      'a memcmp without offset',
      [p(), { filters: [{ memcmp: { bytes: '1' } }] }],
      'Invalid params: missing field `offset`.',
    ],
    [
      'an unknown memcmp encoding',
      [p(), memcmp('1', { encoding: 'hex' })],
      'Invalid params: unknown variant `hex`, expected one of `base58`, `base64`, `bytes`.',
    ],
    [
      'a negative dataSize',
      [p(), { filters: [{ dataSize: -1 }] }],
      'Invalid params: invalid value: integer `-1`, expected u64.',
    ],
    [
      'a dataSize in text',
      [p(), { filters: [{ dataSize: '10' }] }],
      'Invalid params: invalid type: string "10", expected u64.',
    ],
    [
      'filters that are not a list',
      [p(), { filters: { dataSize: 1 } }],
      'Invalid params: invalid type: map, expected a sequence.',
    ],
    [
      'an unknown encoding',
      [p(), { encoding: 'hex' }],
      'Invalid params: unknown variant `hex`, expected one of `binary`, `base58`, `base64`, `jsonParsed`, `base64+zstd`.',
    ],
    [
      'a dataSlice without length',
      [p(), { dataSlice: { offset: 0 } }],
      'Invalid params: missing field `length`.',
    ],
    [
      'withContext in text',
      [p(), { withContext: 'yes' }],
      'Invalid params: invalid type: string "yes", expected a boolean.',
    ],
  ])('%s', async (_, params, message) => {
    expect(await rpcError(params)).toEqual({ code: -32602, message });
  });

  it('a minContextSlot the node has not reached', async () => {
    const slot = t.chain.slot();
    // Slots go on while the request travels: the node answers with the slot it is at by then.
    const error = await rpcError([p(), { minContextSlot: slot + 1000 }]);
    expect(error).toMatchObject({
      code: -32016,
      message: 'Minimum context slot has not been reached',
    });
    const contextSlot = z.object({ data: z.object({ contextSlot: z.number() }) }).parse(error)
      .data.contextSlot;
    expect(contextSlot).toBeGreaterThanOrEqual(slot);
    expect(contextSlot).toBeLessThan(slot + 1000);
    expect((await rpc([p(), { minContextSlot: slot, encoding: 'base64' }])).error).toBeUndefined();
  });
});

describe('web3.js v1 Connection.getProgramAccounts', () => {
  it('filters, slices and returns Buffers', async () => {
    const list = await t.connection.getProgramAccounts(program, {
      filters: [{ dataSize: 10 }, { memcmp: { offset: 0, bytes: bs58.encode([1, 2, 3]) } }],
      dataSlice: { offset: 8, length: 2 },
    });
    expect(list.map((k) => k.pubkey.toBase58())).toEqual([accounts.small!.address]);
    expect(list[0]?.account.data).toEqual(Buffer.from([9, 10]));
    expect(list[0]?.account.owner.equals(program)).toBe(true);
  });

  it('with withContext gives the context slot and the list', async () => {
    const answer = await t.connection.getProgramAccounts(program, {
      withContext: true,
      filters: [{ dataSize: 300 }],
    });
    expect(answer.context.slot).toBeLessThanOrEqual(t.chain.slot());
    expect(answer.context.slot).toBeGreaterThan(0);
    expect(answer.value.map((k) => k.pubkey.toBase58())).toEqual([accounts.large!.address]);
    expect(answer.value[0]?.account.data).toEqual(Buffer.from(accounts.large!.data));
  });

  it('rejects with the node message for a bad filter', async () => {
    await expect(
      t.connection.getProgramAccounts(program, {
        filters: [{ memcmp: { offset: 0, bytes: 'abcl' } }],
      }),
    ).rejects.toThrow(/Base58DecodeError\(InvalidCharacter/);
  });
});
