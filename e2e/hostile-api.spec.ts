// A hostile Basket API (docs/security.md): each answer to a command is the sandbox's honest answer
// changed in one way (a deposit's and a create's ways in turn, on one form). Each time the wallet
// is never asked, the page says what was wrong in a depositor's words, nothing is sent (the
// wallet's balance is read back from the chain), and "Back to the form" finds what was typed.
import {
  AuthorityType,
  createApproveInstruction,
  createCloseAccountInstruction,
  createSetAuthorityInstruction,
  createTransferCheckedInstruction,
  createTransferInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token';
import { ComputeBudgetProgram, Keypair, PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectRefusedThenBack } from './support/api-refusal';
import type { WalletChain } from './fixtures/chain';
import type { Given } from './fixtures/given';
import type { WorkerSandbox } from './fixtures/sandbox';
import type { TestWallet } from './fixtures/test-wallet';
import { USDC } from './support/chain';
import { hostileApi, type Hostility } from './support/hostile-api';
import { makeLookAlike } from './support/look-alike';
import { fillCreateBasket } from './support/ui';
import { sellingInstead } from '../sandbox/service/intent-testing';

const STOPPED = 'This app stopped the Basket API’s answer before your wallet saw it';
const stranger = Keypair.generate().publicKey;
const usdcOf = (wallet: TestWallet) => getAssociatedTokenAddressSync(new PublicKey(USDC), wallet.publicKey);
const adding =
  (make: (wallet: TestWallet) => TransactionInstruction, only?: string) =>
  (wallet: TestWallet): Hostility => ({
    instructions: (ixs, field) => (only === undefined || field === only ? [...ixs, make(wallet)] : ixs),
  });
const approve = (wallet: TestWallet) => createApproveInstruction(usdcOf(wallet), stranger, wallet.publicKey, 1_000_000_000_000n);

/** The page stopped the answer, saying `words`; the wallet was not asked; back on the form. */
async function expectStopped(page: Page, wallet: TestWallet, words: RegExp): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: STOPPED }).filter({ hasText: words });
  await expect(alert).toContainText('Nothing was signed or sent', { timeout: 20_000 });
  await expectRefusedThenBack(page, wallet, alert);
}

const DEPOSIT_CASES: [string, (wallet: TestWallet) => Hostility, RegExp][] = [
  ['a delegate approval', adding(approve), /would let \w+…\w+ spend 1,000,000,000,000 base units of the tokens from your USDC account/],
  [
    'a new owner of the USDC account',
    adding((w) => createSetAuthorityInstruction(usdcOf(w), w.publicKey, AuthorityType.AccountOwner, stranger)),
    /would hand control of your USDC account \(\w+…\w+\) to another address/,
  ],
  [
    'the USDC account closed to a stranger',
    adding((w) => createCloseAccountInstruction(usdcOf(w), stranger, w.publicKey)),
    /would close your USDC account \(\w+…\w+\) and send what it holds to \w+…\w+/,
  ],
  [
    'the wallet assigned to another program',
    adding((w) => SystemProgram.assign({ accountPubkey: w.publicKey, programId: stranger })),
    /would hand your wallet’s account to another program \(System Assign\), which could then take your SOL/,
  ],
  [
    'a durable nonce',
    adding((w) => SystemProgram.nonceAdvance({ noncePubkey: stranger, authorizedPubkey: w.publicKey })),
    /uses a durable nonce \(AdvanceNonce\): a signed copy would stay valid/,
  ],
  [
    'a transfer to a stranger',
    adding((w) => createTransferInstruction(usdcOf(w), stranger, w.publicKey, 2_000_000n)),
    /would move 2,000,000 base units of the tokens from your USDC account \(\w+…\w+\) to \w+…\w+/,
  ],
  [
    'an unknown program',
    adding(() => new TransactionInstruction({ programId: stranger, keys: [], data: Buffer.from([1]) })),
    /calls a program this app does not know \(\w+\), which no basket operation needs/,
  ],
  [
    'a priority fee above the cap',
    adding(() => ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 50_000_000 })),
    /pays a priority fee of up to [\d.]+ SOL \([\d,]+ micro-lamports per compute unit\), more than the 0\.001 SOL this app accepts/,
  ],
  ['another amount', () => ({ request: (body) => ({ ...body, amount: 2 }) }), /it deposits 2 USDC; you asked for 1 USDC/],
];

/**
 * The demo basket, funded; the wallet's USDC before anything is sent; the page's deposits answered
 * with `answers` in turn.
 */
async function depositAnswered(
  { given, chain, page, sandbox }: { given: Given; chain: WalletChain; page: Page; sandbox: WorkerSandbox },
  answers: Hostility[],
) {
  const basket = await given.demoBasket({ funded: true });
  const before = await chain.balance(USDC);
  const api = await hostileApi(page, sandbox.apiUrl, 'deposit', answers);
  return { basket, before, api };
}

test.describe('a hostile answer to a deposit', () => {
  // One form, every case in turn: after each refusal the user is back on the form with what they
  // typed and presses Review again, and the next answer is hostile in the next way.
  test(`is stopped in each of ${DEPOSIT_CASES.length} ways in turn`, async ({ app, page, wallet, chain, sandbox, given }) => {
    const { basket, before, api } = await depositAnswered(
      { given, chain, page, sandbox },
      DEPOSIT_CASES.map(([, hostility]) => hostility(wallet)),
    );
    await app.gotoConnected(`/deposit?basket=${basket.address}`);
    const amount = page.getByRole('textbox', { name: /Amount \(USDC\)/ });
    await amount.fill('1');
    for (const [name, , words] of DEPOSIT_CASES) {
      await test.step(name, async () => {
        await page.getByRole('button', { name: 'Review' }).click();
        await expectStopped(page, wallet, words);
        await expect(amount).toHaveValue('1');
      });
    }
    expect(api.posts()).toBe(DEPOSIT_CASES.length);
    expect(await chain.balance(USDC)).toBe(before);
  });

  // The API answers a deposit into a basket it chose (here the first basket the test made).
  test('is stopped: a deposit into another basket', async ({ app, page, wallet, sandbox, given }) => {
    const basket = await given.demoBasket({ funded: true });
    const other = await given.createdBasket({ symbol: 'OTHER', name: 'Another basket' });
    await hostileApi(page, sandbox.apiUrl, 'deposit', [{ request: (body) => ({ ...body, basket: other.address }) }]);
    await app.gotoConnected(`/deposit?basket=${basket.address}`);
    await page.getByRole('textbox', { name: /Amount \(USDC\)/ }).fill('1');
    await page.getByRole('button', { name: 'Review' }).click();
    const short = (a: string) => `${a.slice(0, 4)}…${a.slice(-4)}`;
    await expectStopped(
      page,
      wallet,
      new RegExp(`the API’s deposit goes to basket ${short(other.address)}; you chose ${short(basket.address)}`),
    );
    await expect(page.getByRole('textbox', { name: /Basket address/ })).toHaveValue(basket.address);
  });

  // Reviewed honestly, with a blockhash the network never made: Confirm asks again, and the second
  // answer, the drain, is checked as the first was.
  test('is stopped: a dead blockhash, then a drain in the fresh answer', async ({ app, page, wallet, chain, sandbox, given }) => {
    const { basket, before, api } = await depositAnswered({ given, chain, page, sandbox }, [
      { deadBlockhash: true },
      adding(approve)(wallet),
    ]);
    await app.gotoConnected(`/deposit?basket=${basket.address}`);
    await page.getByRole('textbox', { name: /Amount \(USDC\)/ }).fill('1');
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByText('This transaction’s blockhash has expired')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Confirm and sign' }).click();
    await expectStopped(page, wallet, /would let \w+…\w+ spend .* from your USDC account/);
    expect(api.posts()).toBe(2);
    expect(await chain.balance(USDC)).toBe(before);
  });
});

test.describe('a hostile answer to a create', () => {
  const CASES: [string, (wallet: TestWallet) => Hostility, RegExp][] = [
    [
      'another host platform',
      () => ({ request: (body) => ({ ...body, hostPlatform: stranger.toBase58() }) }),
      /the API’s basket pays its host platform fee to \w+…\w+; you chose \w+…\w+/,
    ],
    [
      'another composition',
      () => ({
        request: (body) => ({
          ...body,
          composition: [{ token: USDC, weight: 60 }, ...(body.composition as object[]).slice(1).map((e) => ({ ...e, weight: 40 }))],
        }),
      }),
      /its composition gives USDC 60 %; you chose 70 %/,
    ],
    [
      'a drain in its third transaction',
      adding((w) => SystemProgram.transfer({ fromPubkey: w.publicKey, toPubkey: stranger, lamports: 1e9 }), 'restructureTransaction'),
      /“Activate the basket”: it would send 1 SOL from your wallet \(\w+…\w+\) to \w+…\w+/,
    ],
  ];
  // One form, every case in turn, as for the deposit.
  test(`is stopped in each of ${CASES.length} ways in turn`, async ({ app, page, wallet, sandbox, given }) => {
    await given.funds();
    const api = await hostileApi(
      page,
      sandbox.apiUrl,
      'create',
      CASES.map(([, hostility]) => hostility(wallet)),
    );
    await app.gotoConnected('/create');
    await fillCreateBasket(page, 'HOSTILE');
    for (const [name, , words] of CASES) {
      await test.step(name, async () => {
        await page.getByRole('button', { name: 'Review' }).click();
        await expectStopped(page, wallet, words);
        await expect(page.getByRole('textbox', { name: /^Symbol/ })).toHaveValue('HOSTILE');
        await expect(page.getByRole('textbox', { name: 'Weight 1 (%)' })).toHaveValue('70');
      });
    }
    expect(api.posts()).toBe(CASES.length);
  });
});

test('a hostile answer to a claim is stopped: a drain in its claim step', async ({ app, page, wallet, chain, sandbox, given }) => {
  const { withdrawal } = await given.claimableWithdrawal({ deposit: 10, withdraw: 1 });
  const before = await chain.balance(USDC);
  await hostileApi(page, sandbox.apiUrl, 'claim', [
    adding((w) => createTransferInstruction(usdcOf(w), stranger, w.publicKey, 1n), 'claimTokensTx')(wallet),
  ]);
  await app.gotoConnected(`/claim/${withdrawal.address}`);
  await page.getByRole('button', { name: 'Review claim' }).click();
  await expectStopped(page, wallet, /“Claim tokens”: it would move 1 base units of the tokens from your USDC account/);
  await expect(page.getByRole('button', { name: 'Review claim' })).toBeVisible();
  expect(await chain.balance(USDC)).toBe(before);
});

test.describe('a hostile answer to a withdrawal', () => {
  // A mint whose own metadata says "USDC" is named as the look-alike it is, never as USDC.
  test('is stopped: a look-alike USDC paid into the wallet', async ({ app, page, wallet, sandbox, given }) => {
    const { basket } = await given.heldTokens(5);
    const fake = await makeLookAlike(sandbox.rpcUrl, wallet.keypair, 'USDC');
    const into = getAssociatedTokenAddressSync(fake, wallet.publicKey, false, TOKEN_2022_PROGRAM_ID);
    await hostileApi(page, sandbox.apiUrl, 'withdraw', [
      adding((w) => createTransferCheckedInstruction(stranger, fake, into, w.publicKey, 100_000_000n, 6, [], TOKEN_2022_PROGRAM_ID))(
        wallet,
      ),
    ]);
    await app.gotoConnected(`/withdraw?basket=${basket.address}`);
    const amount = page.getByRole('textbox', { name: /Amount \(basket tokens\)/ });
    await amount.fill('1');
    await page.getByRole('button', { name: 'Review' }).click();
    await expectStopped(page, wallet, /would move 100 USDC · \w+…\w+ \(not the real USDC, which is EPjF…Dt1v\)/);
    await expect(amount).toHaveValue('1');
  });

  test('is stopped: a withdrawal that sells instead of keeping the tokens', async ({ app, page, wallet, sandbox, given }) => {
    const { basket } = await given.heldTokens(5);
    const sells: Hostility = { instructions: sellingInstead };
    await hostileApi(page, sandbox.apiUrl, 'withdraw', [sells]);
    await app.gotoConnected(`/withdraw?basket=${basket.address}`);
    await page.getByRole('textbox', { name: /Amount \(basket tokens\)/ }).fill('1');
    await page.getByRole('button', { name: 'Review' }).click();
    await expectStopped(page, wallet, /it would sell your share of the basket’s tokens instead of keeping them for you to claim/);
  });
});
