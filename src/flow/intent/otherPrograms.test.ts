// The other programs' instructions one by one, each refusal in its exact words (docs/security.md,
// "What every transaction may hold"), and the accounts a refusal names: what the sandbox's hostile
// answers (sandbox/service/intent-hostile.test.ts) try through a real answer, here at each edge.
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  BASKETS_PROGRAM_ID,
  COMPUTE_BUDGET_PROGRAM_ID,
  LIGHTHOUSE_PROGRAM_ID,
  MEMO_PROGRAM_ID,
  MEMO_V1_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '../../solana/programs';
import { keypair } from '../../solana/testing/transactions';
import { accountWords, associatedAccount } from './accountWords';
import { checkOtherPrograms } from './otherPrograms';
import { isRefused, refuse } from './refusal';
import type { ResolvedInstruction } from './resolve';
import type { OpenRule } from './types';

const key = (n: number) => keypair(n).publicKey.toBase58();
const W = key(1);
const [X, Y, MINT] = [key(2), key(3), key(4)];
const speech = {
  account: (a: string) => `@${a.slice(0, 4)}`,
  token: (m: string) => `$${m.slice(0, 4)}`,
};
const ix = (program: string, accounts: string[], data: number[] = []): ResolvedInstruction => ({
  program,
  accounts,
  data: Uint8Array.from(data),
});
const le = (value: bigint, bytes: number) =>
  Array.from({ length: bytes }, (_, i) => Number((value >> BigInt(8 * i)) & 0xffn));
const check = (instructions: ResolvedInstruction[], opens: OpenRule[] = []) =>
  checkOtherPrograms(instructions, W, opens, refuse, (p) => p === BASKETS_PROGRAM_ID);
const say = (value: unknown) => (isRefused(value) ? value.say(speech) : value);
const mintsOf = (value: unknown) => (isRefused(value) ? value.mints : undefined);
const limit = (units: number) => ix(COMPUTE_BUDGET_PROGRAM_ID, [], [2, ...le(BigInt(units), 4)]);
const price = (micro: bigint) => ix(COMPUTE_BUDGET_PROGRAM_ID, [], [3, ...le(micro, 8)]);
const memo = ix(MEMO_PROGRAM_ID, [], [120]);

describe('what passes', () => {
  it('memos (both programs), the Basket program’s own and a close to the wallet, saying nothing', () => {
    expect(
      check([
        memo,
        ix(MEMO_V1_PROGRAM_ID, [], [1]),
        ix(BASKETS_PROGRAM_ID, [X], [1]),
        ix(TOKEN_PROGRAM_ID, [X, W, W], [9]),
        ix(TOKEN_2022_PROGRAM_ID, [X, W, W], [9]),
      ]),
    ).toEqual({ does: [] });
  });
});

describe('Token and Token-2022', () => {
  for (const program of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
    it(`refuses each instruction in its words (${program.slice(0, 6)})`, () => {
      const cases: [number[], string[], string][] = [
        [
          [9],
          [X, Y, W],
          `it would close @${X.slice(0, 4)} and send what it holds to @${Y.slice(0, 4)}`,
        ],
        [
          [4, ...le(1_000_000n, 8)],
          [X, Y, W],
          `it would let @${Y.slice(0, 4)} spend 1,000,000 base units of the tokens from @${X.slice(0, 4)} whenever it likes (a token approval)`,
        ],
        [
          [4],
          [X, Y, W],
          `it would let @${Y.slice(0, 4)} spend tokens from @${X.slice(0, 4)} whenever it likes (a token approval)`,
        ],
        [
          [13, ...le(1_500_000n, 8), 6],
          [X, MINT, Y, W],
          `it would let @${Y.slice(0, 4)} spend 1.5 $${MINT.slice(0, 4)} from @${X.slice(0, 4)} whenever it likes (a token approval)`,
        ],
        [
          [6, 2, 1, ...new Array<number>(32).fill(5)],
          [X, W],
          `it would hand control of @${X.slice(0, 4)} to another address (a change of the account’s authority)`,
        ],
        [
          [6, 2, 0],
          [X, W],
          `it would hand control of @${X.slice(0, 4)} to nobody (a change of the account’s authority)`,
        ],
        [
          [6, 2, 1],
          [X, W],
          `it would hand control of @${X.slice(0, 4)} to nobody (a change of the account’s authority)`,
        ],
        [
          [3, ...le(5n, 8)],
          [X, Y, W],
          `it would move 5 base units of the tokens from @${X.slice(0, 4)} to @${Y.slice(0, 4)}, which this operation does not do`,
        ],
        [
          [12, ...le(2_500n, 8), 3],
          [X, MINT, Y, W],
          `it would move 2.5 $${MINT.slice(0, 4)} from @${X.slice(0, 4)} to @${Y.slice(0, 4)}, which this operation does not do`,
        ],
        [[8, ...le(1n, 8)], [X, MINT, W], `it would burn tokens from @${X.slice(0, 4)}`],
        [[15, ...le(1n, 8), 6], [X, MINT, W], `it would burn tokens from @${X.slice(0, 4)}`],
        [
          [7, ...le(1n, 8)],
          [MINT, X, W],
          'it calls the Token program in a way this operation does not need',
        ],
        [[], [X], 'it calls the Token program in a way this operation does not need'],
      ];
      for (const [data, accounts, words] of cases) {
        expect(say(check([ix(program, accounts, data)]))).toBe(words);
      }
    });
  }

  it('names the mint of a checked approval or transfer, so its words can be read', () => {
    expect(mintsOf(check([ix(TOKEN_PROGRAM_ID, [X, MINT, Y, W], [13, ...le(1n, 8), 6])]))).toEqual([
      MINT,
    ]);
    expect(mintsOf(check([ix(TOKEN_PROGRAM_ID, [X, MINT, Y, W], [12, ...le(1n, 8), 6])]))).toEqual([
      MINT,
    ]);
    expect(mintsOf(check([ix(TOKEN_PROGRAM_ID, [X, Y, W], [4, ...le(1n, 8)])]))).toEqual([]);
    expect(mintsOf(check([ix(TOKEN_PROGRAM_ID, [X, Y, W], [3, ...le(1n, 8)])]))).toEqual([]);
  });

  it('refuses what follows a close to the wallet', () => {
    expect(
      say(check([ix(TOKEN_PROGRAM_ID, [X, W, W], [9]), ix(TOKEN_PROGRAM_ID, [X, Y, W], [9])])),
    ).toBe(`it would close @${X.slice(0, 4)} and send what it holds to @${Y.slice(0, 4)}`);
  });
});

describe('System', () => {
  it('a transfer and a transfer with seed say how much goes where', () => {
    expect(
      say(check([ix(SYSTEM_PROGRAM_ID, [W, X], [...le(2n, 4), ...le(1_500_000_000n, 8)])])),
    ).toBe(
      `it would send 1.5 SOL from @${W.slice(0, 4)} to @${X.slice(0, 4)}, which this operation does not pay`,
    );
    expect(say(check([ix(SYSTEM_PROGRAM_ID, [W, Y, X], [...le(11n, 4), ...le(1n, 8)])]))).toBe(
      `it would send 0.000000001 SOL from @${W.slice(0, 4)} to @${X.slice(0, 4)}, which this operation does not pay`,
    );
    expect(say(check([ix(SYSTEM_PROGRAM_ID, [W, X], le(2n, 4))]))).toBe(
      `it would send 0 SOL from @${W.slice(0, 4)} to @${X.slice(0, 4)}, which this operation does not pay`,
    );
  });

  it('every other instruction is refused, in words where it has them', () => {
    const words = (kind: number) => say(check([ix(SYSTEM_PROGRAM_ID, [W], le(BigInt(kind), 4))]));
    expect(words(1)).toBe(
      'it would hand your wallet’s account to another program (System Assign), which could then take your SOL',
    );
    expect(words(4)).toMatch(/^it uses a durable nonce \(AdvanceNonce\)/);
    expect(words(0)).toBe(
      'it creates an account paid from your wallet, which this operation does not need',
    );
    expect(words(13)).toBe('it calls the System program in a way this operation does not need');
    expect(say(check([ix(SYSTEM_PROGRAM_ID, [W], [1])]))).toBe(
      'it calls the System program in a way this operation does not need',
    );
  });
});

describe('other programs', () => {
  it('are refused, named when the app knows them', () => {
    expect(say(check([ix(LIGHTHOUSE_PROGRAM_ID, [], [])]))).toBe(
      'it calls the Lighthouse program (L2TE…3S95), which no basket operation needs',
    );
    expect(say(check([memo, ix(X, [], [])]))).toBe(
      `it calls a program this app does not know (${X}), which no basket operation needs`,
    );
  });
});

describe('opening token accounts (Associated Token Account)', () => {
  const is = 'your BONK account';
  const opens: OpenRule[] = [{ owner: W, mint: MINT, is }];
  const ata = associatedAccount(W, MINT);
  const open = (accounts: string[], data: number[] = [1]) =>
    ix(ASSOCIATED_TOKEN_PROGRAM_ID, accounts, data);
  const honest = [W, ata, W, MINT, SYSTEM_PROGRAM_ID, TOKEN_PROGRAM_ID];
  const line = `Opens ${is} if it does not exist yet (you pay its rent).`;

  it('passes a named account paid by the wallet at its address, once in the review', () => {
    expect(check([open(honest), open(honest, [])], opens)).toEqual({ does: [line] });
    const ata22 = associatedAccount(W, MINT, TOKEN_2022_PROGRAM_ID);
    expect(
      check([open([W, ata22, W, MINT, SYSTEM_PROGRAM_ID, TOKEN_2022_PROGRAM_ID], [0])], opens),
    ).toEqual({ does: [line] });
  });

  it('refuses each difference in its words', () => {
    expect(say(check([open(honest, [2])], opens))).toBe(
      'it moves tokens out of a nested token account (recoverNested)',
    );
    expect(say(check([open(honest.slice(0, 5))], opens))).toBe(
      'it opens a token account with accounts missing',
    );
    expect(say(check([open([W, ata, X, MINT, SYSTEM_PROGRAM_ID, TOKEN_PROGRAM_ID])], opens))).toBe(
      `it opens an account for $${MINT.slice(0, 4)} owned by @${X.slice(0, 4)}, which this operation does not need`,
    );
    expect(
      mintsOf(check([open([W, ata, X, MINT, SYSTEM_PROGRAM_ID, TOKEN_PROGRAM_ID])], opens)),
    ).toEqual([MINT]);
    expect(say(check([open([W, ata, W, Y, SYSTEM_PROGRAM_ID, TOKEN_PROGRAM_ID])], opens))).toBe(
      `it opens an account for $${Y.slice(0, 4)} owned by @${W.slice(0, 4)}, which this operation does not need`,
    );
    expect(say(check([open([X, ata, W, MINT, SYSTEM_PROGRAM_ID, TOKEN_PROGRAM_ID])], opens))).toBe(
      `${is} would be paid for by @${X.slice(0, 4)}, not your wallet`,
    );
    expect(say(check([open([W, ata, W, MINT, SYSTEM_PROGRAM_ID, SYSTEM_PROGRAM_ID])], opens))).toBe(
      `${is} would be opened under a program that is not a token program`,
    );
    expect(say(check([open([W, X, W, MINT, SYSTEM_PROGRAM_ID, TOKEN_PROGRAM_ID])], opens))).toBe(
      `the account it opens as ${is} is ${X.slice(0, 4)}…${X.slice(-4)}, which is not that account`,
    );
    expect(say(check([open(honest), open(honest, [2])], opens))).toBe(
      'it moves tokens out of a nested token account (recoverNested)',
    );
  });
});

describe('the compute budget', () => {
  it('one limit and one price at most, each of its exact length', () => {
    const words =
      'it sets the compute budget in a way this app does not accept (only one unit limit and one unit price)';
    expect(say(check([limit(1), limit(1), memo]))).toBe(words);
    expect(say(check([price(1n), price(1n), memo]))).toBe(words);
    expect(say(check([ix(COMPUTE_BUDGET_PROGRAM_ID, [], [1, 0, 0, 1, 0])]))).toBe(words);
    expect(say(check([ix(COMPUTE_BUDGET_PROGRAM_ID, [], [2, 1, 0, 0, 0, 0])]))).toBe(words);
    expect(say(check([ix(COMPUTE_BUDGET_PROGRAM_ID, [], [3, 1, 0, 0, 0, 0, 0, 0, 0, 0])]))).toBe(
      words,
    );
    expect(check([limit(200_000), price(1n), memo])).toEqual({
      does: ['Pays a priority fee of at most 0.000000001 SOL.'],
    });
  });

  it('a limit up to the network’s, a fee up to 0.001 SOL', () => {
    expect(check([limit(1_400_000), memo])).toEqual({ does: [] });
    expect(check([limit(1_000_000), price(0n), memo])).toEqual({ does: [] });
    // 1,000,000 units × 1,000,000 µlamports = 1,000,000 lamports: the cap, accepted.
    expect(check([limit(1_000_000), price(1_000_000n), memo])).toEqual({
      does: ['Pays a priority fee of at most 0.001 SOL.'],
    });
    expect(say(check([limit(1_000_000), price(1_000_001n), memo]))).toBe(
      'it pays a priority fee of up to 0.001000001 SOL (1,000,001 micro-lamports per compute unit), more than the 0.001 SOL this app accepts from the Basket API',
    );
    expect(say(check([limit(1_400_001), memo]))).toBe(
      'it asks for 1,400,001 compute units, more than the network allows (1,400,000)',
    );
  });

  it('reads the limit and price little-endian, every byte', () => {
    // 1,000,000 units (0x0F4240) at 999 µlamports (0x03E7): 999 lamports.
    expect(check([price(999n), limit(1_000_000), memo])).toEqual({
      does: ['Pays a priority fee of at most 0.000000999 SOL.'],
    });
  });

  it('without a limit: 200,000 units each other instruction, at most 1,400,000', () => {
    const memos = (n: number) => Array.from({ length: n }, () => memo);
    // 3 × 200,000 units × 1,000 µlamports = 600 lamports.
    expect(check([price(1_000n), ...memos(3)])).toEqual({
      does: ['Pays a priority fee of at most 0.0000006 SOL.'],
    });
    // 8 instructions: 1,400,000 units, not 1,600,000 (× 500,000 µlamports: 700,000 lamports).
    expect(check([price(500_000n), ...memos(8)])).toEqual({
      does: ['Pays a priority fee of at most 0.0007 SOL.'],
    });
    // Rounded up: 200,000 × 3 µlamports = 0.6 lamport → 1.
    expect(check([price(3n), memo])).toEqual({
      does: ['Pays a priority fee of at most 0.000000001 SOL.'],
    });
  });

  it('an opened account’s line comes before the fee’s', () => {
    const opens = [{ owner: W, mint: MINT, is: 'your BONK account' }];
    const open = ix(
      ASSOCIATED_TOKEN_PROGRAM_ID,
      [W, associatedAccount(W, MINT), W, MINT, SYSTEM_PROGRAM_ID, TOKEN_PROGRAM_ID],
      [1],
    );
    expect(check([limit(200_000), price(5n), open], opens)).toEqual({
      does: [
        'Opens your BONK account if it does not exist yet (you pay its rent).',
        'Pays a priority fee of at most 0.000000001 SOL.',
      ],
    });
  });
});

describe('accountWords', () => {
  it('names the wallet, its token accounts of the mints it knows (either program), else the address', () => {
    let asked = 0;
    const words = accountWords(
      W,
      () => {
        asked++;
        return [MINT];
      },
      (mint) => (mint === MINT ? 'BONK' : '?'),
    );
    const short = (a: string) => `${a.slice(0, 4)}…${a.slice(-4)}`;
    expect(words.of(W)).toBe(`your wallet (${short(W)})`);
    const ata = associatedAccount(W, MINT);
    const ata22 = associatedAccount(W, MINT, TOKEN_2022_PROGRAM_ID);
    expect(words.of(ata)).toBe(`your BONK account (${short(ata)})`);
    expect(words.of(ata22)).toBe(`your BONK account (${short(ata22)})`);
    expect(words.walletMintOf(ata22)).toBe(MINT);
    const others = associatedAccount(X, MINT);
    expect(words.of(others)).toBe(short(others));
    expect(words.walletMintOf(others)).toBeUndefined();
    expect(asked).toBe(1);
    expect(new PublicKey(ata).toBase58()).toBe(ata);
  });
});

describe('edges of the words', () => {
  it('a compute budget instruction of another kind is refused whatever its length', () => {
    expect(say(check([ix(COMPUTE_BUDGET_PROGRAM_ID, [], [1, ...le(32_768n, 8)]), memo]))).toBe(
      'it sets the compute budget in a way this app does not accept (only one unit limit and one unit price)',
    );
  });

  it('an authority set to none, though the bytes are there, goes to nobody', () => {
    expect(
      say(check([ix(TOKEN_PROGRAM_ID, [X, W], [6, 2, 0, ...new Array<number>(32).fill(5)])])),
    ).toBe(
      `it would hand control of @${X.slice(0, 4)} to nobody (a change of the account’s authority)`,
    );
  });

  it('an amount in every decimal, or in base units when the decimals are not there', () => {
    expect(say(check([ix(TOKEN_PROGRAM_ID, [X, MINT, Y, W], [12, ...le(1_234_567n, 8), 6])]))).toBe(
      `it would move 1.234567 $${MINT.slice(0, 4)} from @${X.slice(0, 4)} to @${Y.slice(0, 4)}, which this operation does not do`,
    );
    expect(say(check([ix(TOKEN_PROGRAM_ID, [X, MINT, Y, W], [13, ...le(1_500_000n, 8)])]))).toBe(
      `it would let @${Y.slice(0, 4)} spend 1,500,000 base units of the tokens from @${X.slice(0, 4)} whenever it likes (a token approval)`,
    );
  });

  it('an instruction with its accounts left out names them as nothing', () => {
    const none = (program: string, data: number[]) => say(check([ix(program, [], data)]));
    expect(none(SYSTEM_PROGRAM_ID, [...le(2n, 4), ...le(1n, 8)])).toBe(
      'it would send 0.000000001 SOL from @ to @, which this operation does not pay',
    );
    expect(none(TOKEN_PROGRAM_ID, [9])).toBe('it would close @ and send what it holds to @');
    expect(none(TOKEN_PROGRAM_ID, [4, ...le(1n, 8)])).toBe(
      'it would let @ spend 1 base units of the tokens from @ whenever it likes (a token approval)',
    );
    expect(none(TOKEN_PROGRAM_ID, [6, 2, 0])).toBe(
      'it would hand control of @ to nobody (a change of the account’s authority)',
    );
    expect(none(TOKEN_PROGRAM_ID, [3, ...le(1n, 8)])).toBe(
      'it would move 1 base units of the tokens from @ to @, which this operation does not do',
    );
    expect(none(TOKEN_PROGRAM_ID, [8, ...le(1n, 8)])).toBe('it would burn tokens from @');
  });
});
