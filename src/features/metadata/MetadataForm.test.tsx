// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SetMetadataRequest } from '../../api/schemas';
import {
  clientKnowingBasket,
  FeatureTestProviders,
  TEST_BASKET,
  TEST_SETTINGS,
  type TestBasket,
} from '../baskets/testing';
import { messageAt } from '../../ui/numberFieldTesting';
import { TOKEN_METADATA_BAD_TEXT } from '../create/basketFieldsTesting';
import { reviewAndSend, reviewButton, textbox } from '../operation-page/formTesting';
import { MetadataForm } from './MetadataForm';
import { metadataKeys, type OnChainMetadata } from './metadataQueries';

const WALLET = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const OTHER = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const BASKET = 'So11111111111111111111111111111111111111112';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  // Every read the form makes is answered from the cache below; a request would be a test bug.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      throw new TypeError(`Unexpected request in this test: ${String(input)}`);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The form with the chain's basket state and the chain's metadata already read: the cache
 * holds both (never stale), so the prefill happens in the first render — no request, no network
 * (the chain read would otherwise go through web3.js to an unreachable RPC), nothing to wait for.
 */
async function renderForm(view: Partial<TestBasket> = {}, onChain: OnChainMetadata | null = null) {
  const client = clientKnowingBasket({ address: BASKET, ...view });
  client.setQueryData(
    metadataKeys.token(TEST_SETTINGS.rpcUrl, view.mint ?? TEST_BASKET.mint),
    onChain,
  );
  await Promise.resolve();
  const onSubmit = vi.fn<(request: SetMetadataRequest) => void>();
  render(
    <FeatureTestProviders client={client}>
      <MetadataForm initialBasket={BASKET} walletAddress={WALLET} onSubmit={onSubmit} />
    </FeatureTestProviders>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('MetadataForm', () => {
  it('prefills what is known and sends basket, creator, symbol, name and uri', async () => {
    const { onSubmit, user } = await renderForm();
    expect(textbox(/^Symbol/).value).toBe('TEST');
    expect(textbox(/^Name/).value).toBe('Test basket');
    await user.clear(textbox(/^Symbol/));
    await user.type(textbox(/^Symbol/), 'NEW1');
    await user.clear(textbox(/^Name/));
    await user.type(textbox(/^Name/), 'Renamed basket');
    await user.type(textbox(/^Metadata URI/), 'https://example.com/new.json');
    expect(await reviewAndSend(user, onSubmit)).toEqual({
      basket: BASKET,
      creator: WALLET,
      symbol: 'NEW1',
      name: 'Renamed basket',
      uri: 'https://example.com/new.json',
    });
  });

  it('prefers the token metadata the chain holds over the basket state’s names', async () => {
    await renderForm(
      {},
      {
        symbol: 'CHAIN',
        name: 'On-chain name',
        uri: 'https://example.com/m.json',
        source: 'metaplex',
      },
    );
    expect(textbox(/^Symbol/).value).toBe('CHAIN');
    expect(textbox(/^Name/).value).toBe('On-chain name');
    expect(textbox(/^Metadata URI/).value).toBe('https://example.com/m.json');
    expect(screen.getByText('Current metadata on chain')).toBeTruthy();
  });

  it('disables Review when the wallet is not the creator, saying why', async () => {
    await renderForm({ creator: OTHER });
    expect(screen.getByText('Your wallet cannot change this token’s metadata')).toBeTruthy();
    expect(reviewButton().disabled).toBe(true);
  });

  it.each(TOKEN_METADATA_BAD_TEXT)(
    'refuses %s = "%s" at the field and keeps the text',
    async (label, text, message) => {
      const { onSubmit, user } = await renderForm();
      expect(textbox(/^Symbol/).value).toBe('TEST');
      expect(textbox(/^Name/).value).toBe('Test basket');
      const input = textbox(label);
      await user.clear(input);
      await user.type(input, text);
      await user.click(reviewButton());
      await waitFor(() => expect(messageAt(input)).toContain(message));
      expect(input.value).toBe(text);
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );
});
