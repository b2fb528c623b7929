// What the JSON-RPC (HTTP and WebSocket) reads and does: the chain itself, or the chain as a
// network profile shows it to clients (../network: a replica that lags, sends that land later).
import type { Chain } from '../chain';

export type RpcBackend = Pick<
  Chain,
  | 'faucet'
  | 'slot'
  | 'blockHeight'
  | 'transactionCount'
  | 'genesisHash'
  | 'blockTimeOf'
  | 'latestBlockhash'
  | 'isBlockhashValid'
  | 'minimumBalanceForRentExemption'
  | 'feeFor'
  | 'getRawAccount'
  | 'getProgramAccounts'
  | 'sendTransaction'
  | 'simulateTransaction'
  | 'simulateBundle'
  | 'airdrop'
  | 'getSignatureStatus'
  | 'getTransaction'
  | 'getSignaturesForAddress'
  | 'onTransaction'
  | 'onAccountsChanged'
  | 'onSlot'
>;
