// The program's lookup table at its real address, as a node serves it: web3.js's
// getAddressLookupTable (what the SDK's createBasket and editBasket read) resolves it, active,
// frozen, holding the accounts every create and edit names.
import { AddressLookupTableAccount } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { sandboxForFile } from '../service/testing';
import { BASKETS_LOOKUP_TABLE, LOOKUP_TABLE_ADDRESSES, encodeLookupTable } from './lookup-table';

const sandbox = sandboxForFile();

describe('the Basket program’s lookup table', () => {
  it('encodes as the Address Lookup Table program’s account: active, no authority', () => {
    const state = AddressLookupTableAccount.deserialize(encodeLookupTable(LOOKUP_TABLE_ADDRESSES));
    expect(state.addresses.map(String)).toEqual(LOOKUP_TABLE_ADDRESSES.map(String));
    expect(state.authority).toBeUndefined();
    expect(state.deactivationSlot).toBe(BigInt('0xffffffffffffffff'));
  });

  it('is on the sandbox chain at its real address from the first start', async () => {
    const { value } = await sandbox().connection.getAddressLookupTable(BASKETS_LOOKUP_TABLE);
    expect(value?.isActive()).toBe(true);
    expect(value?.state.addresses.map(String)).toEqual(LOOKUP_TABLE_ADDRESSES.map(String));
  });
});
