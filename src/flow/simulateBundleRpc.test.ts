// Jito's simulateBundle through the app's JSON-RPC path (docs/flow-engine.md rule 13): the answer
// checked at the boundary; an RPC without the method makes the review simulate one at a time.
import { Connection, Keypair, SystemProgram } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { legacyTransaction } from '../solana/testing/transactions';
import { simulateBundle } from './simulateBundleRpc';
import { connectionSimulationPort } from './simulationPort';

const payer = Keypair.generate().publicKey;
const tx = legacyTransaction(payer, [
  SystemProgram.transfer({ fromPubkey: payer, toPubkey: payer, lamports: 1 }),
]);

/** An RPC that answers each request with `body(request)` as its JSON (HTTP `status`). */
function rpc(body: (request: { method: string; params: unknown[] }) => unknown, status = 200) {
  const requests: { method: string; params: unknown[] }[] = [];
  const fetch: typeof globalThis.fetch = async (_url, init) => {
    const request = JSON.parse(String(init?.body)) as { method: string; params: unknown[] };
    requests.push(request);
    return new Response(JSON.stringify(body(request)), { status });
  };
  return { endpoint: { url: 'http://rpc.test', fetch }, requests };
}

const methodNotFound = () => ({
  jsonrpc: '2.0',
  id: 1,
  error: { code: -32601, message: 'Method not found' },
});

const account = (lamports: number, data = '') => ({
  lamports,
  owner: '11111111111111111111111111111111',
  data: [data, 'base64'],
  executable: false,
  rentEpoch: 0,
});

describe('simulateBundle', () => {
  it('asks as Jito documents and reads the accounts before and after each transaction', async () => {
    const { endpoint, requests } = rpc(() => ({
      jsonrpc: '2.0',
      id: 1,
      result: {
        context: { apiVersion: '2.2.20', slot: 9 },
        value: {
          summary: 'succeeded',
          transactionResults: [
            {
              err: null,
              logs: ['Program 11111111111111111111111111111111 success'],
              preExecutionAccounts: [account(0), account(10, 'AQI=')],
              postExecutionAccounts: [account(7), account(3, 'AQI=')],
              unitsConsumed: 150,
              returnData: null,
            },
          ],
        },
      },
    }));
    const addresses = [[payer.toBase58(), payer.toBase58()]];
    const result = await simulateBundle(endpoint, [tx], addresses);
    expect(requests[0]?.method).toBe('simulateBundle');
    expect(requests[0]?.params).toEqual([
      { encodedTransactions: [Buffer.from(tx.serialize()).toString('base64')] },
      {
        preExecutionAccountsConfigs: [{ addresses: addresses[0], encoding: 'base64' }],
        postExecutionAccountsConfigs: [{ addresses: addresses[0], encoding: 'base64' }],
        transactionEncoding: 'base64',
        skipSigVerify: true,
        replaceRecentBlockhash: false,
      },
    ]);
    const owner = '11111111111111111111111111111111';
    expect(result).toEqual({
      failure: null,
      steps: [
        {
          err: null,
          logs: ['Program 11111111111111111111111111111111 success'],
          unitsConsumed: 150,
          // An account with no lamports does not exist.
          before: [null, { lamports: 10n, owner, data: Uint8Array.of(1, 2) }],
          after: [
            { lamports: 7n, owner, data: new Uint8Array() },
            { lamports: 3n, owner, data: Uint8Array.of(1, 2) },
          ],
        },
      ],
    });
  });

  it('a failed bundle gives the failure in the RPC’s words', async () => {
    const { endpoint } = rpc(() => ({
      jsonrpc: '2.0',
      id: 1,
      result: {
        context: { slot: 9 },
        value: {
          summary: {
            failed: {
              error: {
                TransactionFailure: [
                  '1111',
                  'Error processing Instruction 0: custom program error: 0x1',
                ],
              },
              tx_signature: '1111',
            },
          },
          transactionResults: [],
        },
      },
    }));
    expect(await simulateBundle(endpoint, [tx], [[]])).toEqual({
      failure: 'Error processing Instruction 0: custom program error: 0x1',
      steps: [],
    });
  });

  it('says when the RPC has no such method or refused the bundle; a broken answer or an HTTP error throws', async () => {
    expect(await simulateBundle(rpc(methodNotFound).endpoint, [tx], [[]])).toBe('no-method');
    const tooMany = rpc(() => ({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32602, message: 'too many' },
    }));
    expect(await simulateBundle(tooMany.endpoint, [tx], [[]])).toBe('refused');
    const odd = rpc(() => ({ jsonrpc: '2.0', id: 1, result: { value: { summary: 'maybe' } } }));
    await expect(simulateBundle(odd.endpoint, [tx], [[]])).rejects.toThrow(/shape/);
    const down = rpc(() => ({}), 503);
    await expect(simulateBundle(down.endpoint, [tx], [[]])).rejects.toThrow(/HTTP 503/);
  });

  it('the port asks an RPC without the method only once, and never for more than five', async () => {
    const { endpoint, requests } = rpc(methodNotFound);
    const port = connectionSimulationPort(new Connection(endpoint.url), endpoint);
    expect(await port.simulateInOrder?.([tx, tx, tx, tx, tx, tx], [])).toBeNull();
    expect(requests).toHaveLength(0);
    expect(await port.simulateInOrder?.([tx], [[]])).toBeNull();
    expect(await port.simulateInOrder?.([tx], [[]])).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('a bundle refused otherwise does not stop the port from asking for the next one', async () => {
    let code = -32602;
    const { endpoint, requests } = rpc(() => ({
      jsonrpc: '2.0',
      id: 1,
      error: { code, message: 'no' },
    }));
    const port = connectionSimulationPort(new Connection(endpoint.url), endpoint);
    expect(await port.simulateInOrder?.([tx], [[]])).toBeNull();
    code = -32601;
    expect(await port.simulateInOrder?.([tx], [[]])).toBeNull();
    expect(requests).toHaveLength(2);
  });
});
