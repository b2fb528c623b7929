// The WebSocket side of the JSON-RPC: signature, account, slot and logs subscriptions.
import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { TransactionEvent } from '../chain';
import { ChainRpcError, RPC_ERROR, invalidParams } from '../errors';
import { FINALIZATION_DEPTH } from '../ledger-index';
import {
  closedAccount,
  encodeAccount,
  readEncoding,
  stringify,
  type AccountEncoding,
} from './encoding';
import type { RpcBackend } from './backend';
import { handleBody, methodNotFound } from './json-rpc';
import { pubkeyParam, signatureParam } from './params';

type Commitment = 'processed' | 'confirmed' | 'finalized';

interface SignatureSub {
  kind: 'signature';
  socket: WebSocket;
  id: number;
  signature: string;
  commitment: Commitment;
}
interface AccountSub {
  kind: 'account';
  socket: WebSocket;
  id: number;
  address: string;
  encoding: AccountEncoding;
  dataSlice?: { offset: number; length: number };
  /** Fingerprint of the last state sent (or seen at subscription). */
  last: string;
}
interface SlotSub {
  kind: 'slot';
  socket: WebSocket;
  id: number;
}
interface LogsSub {
  kind: 'logs';
  socket: WebSocket;
  id: number;
  mentions: string | null;
}
type Sub = SignatureSub | AccountSub | SlotSub | LogsSub;

function commitmentOf(cfg: unknown): Commitment {
  const c = (cfg as { commitment?: unknown } | undefined)?.commitment;
  return c === 'processed' || c === 'confirmed' ? c : 'finalized';
}

export interface RpcWsServer {
  /** Closes every client with code 1000 (so web3.js does not reconnect) and the server. */
  close(): Promise<void>;
}

export function attachRpcWebSocket(chain: RpcBackend, server: Server): RpcWsServer {
  const wss = new WebSocketServer({ server });
  const subs = new Map<number, Sub>();
  let nextId = 0;

  const notify = (sub: Sub, method: string, result: unknown): void => {
    if (sub.socket.readyState !== sub.socket.OPEN) return;
    sub.socket.send(
      stringify({ jsonrpc: '2.0', method, params: { result, subscription: sub.id } }),
    );
  };
  const ctx = (slot: number) => ({ context: { slot }, value: undefined as unknown });

  const fingerprint = (address: string): string => {
    const a = chain.getRawAccount(address);
    if (!a) return 'none';
    return `${a.lamports}:${a.owner}:${a.executable}:${Buffer.from(a.data).toString('base64')}`;
  };

  const accountValue = (sub: AccountSub): unknown =>
    encodeAccount(chain, sub.address, chain.getRawAccount(sub.address), {
      encoding: sub.encoding,
      dataSlice: sub.dataSlice,
    }) ?? closedAccount(sub.encoding);

  const fireSignature = (sub: SignatureSub, slot: number, err: unknown): void => {
    notify(sub, 'signatureNotification', { ...ctx(slot), value: { err } });
    subs.delete(sub.id); // a node removes a signature subscription once it fires
  };

  const reached = (slot: number, commitment: Commitment): boolean =>
    commitment !== 'finalized' || chain.slot() - slot >= FINALIZATION_DEPTH;

  const onTransaction = (e: TransactionEvent): void => {
    for (const sub of subs.values()) {
      if (
        sub.kind === 'signature' &&
        sub.signature === e.signature &&
        reached(e.slot, sub.commitment)
      ) {
        fireSignature(sub, e.slot, e.err);
      } else if (sub.kind === 'logs') {
        if (
          sub.mentions &&
          !e.transaction.message.staticAccountKeys.some((k) => k.toBase58() === sub.mentions)
        ) {
          continue;
        }
        notify(sub, 'logsNotification', {
          ...ctx(e.slot),
          value: { signature: e.signature, err: e.err, logs: e.logs },
        });
      }
    }
  };

  const onAccounts = (pubkeys: string[], slot: number): void => {
    const touched = new Set(pubkeys);
    for (const sub of subs.values()) {
      if (sub.kind !== 'account' || !touched.has(sub.address)) continue;
      const now = fingerprint(sub.address);
      if (now === sub.last) continue;
      sub.last = now;
      notify(sub, 'accountNotification', { ...ctx(slot), value: accountValue(sub) });
    }
  };

  const onSlot = (slot: number): void => {
    for (const sub of subs.values()) {
      if (sub.kind === 'slot') {
        notify(sub, 'slotNotification', {
          parent: slot - 1,
          root: Math.max(0, slot - FINALIZATION_DEPTH),
          slot,
        });
      } else if (sub.kind === 'signature' && sub.commitment === 'finalized') {
        const status = chain.getSignatureStatus(sub.signature);
        if (status && reached(status.slot, 'finalized')) fireSignature(sub, slot, status.err);
      }
    }
  };

  const offTx = chain.onTransaction(onTransaction, { history: false });
  const offAccounts = chain.onAccountsChanged(onAccounts);
  const offSlot = chain.onSlot(onSlot);

  const unsubscribe = (socket: WebSocket, kind: Sub['kind'], params: unknown[]): boolean => {
    const id = Number(params[0]);
    const sub = subs.get(id);
    if (!sub || sub.socket !== socket || sub.kind !== kind) {
      throw new ChainRpcError(RPC_ERROR.invalidParams, 'Invalid subscription id.');
    }
    subs.delete(id);
    return true;
  };

  wss.on('connection', (socket) => {
    const after: (() => void)[] = [];
    const dispatch = (method: string, params: unknown[]): unknown => {
      switch (method) {
        case 'signatureSubscribe': {
          const signature = signatureParam(params[0]);
          const sub: SignatureSub = {
            kind: 'signature',
            socket,
            id: nextId++,
            signature,
            commitment: commitmentOf(params[1]),
          };
          subs.set(sub.id, sub);
          const status = chain.getSignatureStatus(sub.signature);
          if (status && reached(status.slot, sub.commitment)) {
            after.push(() => fireSignature(sub, status.slot, status.err));
          }
          return sub.id;
        }
        case 'accountSubscribe': {
          const address = pubkeyParam(params[0]);
          const cfg = (params[1] ?? {}) as {
            encoding?: string;
            dataSlice?: AccountSub['dataSlice'];
          };
          const sub: AccountSub = {
            kind: 'account',
            socket,
            id: nextId++,
            address,
            encoding: readEncoding(cfg, 'binary'),
            dataSlice: cfg.dataSlice,
            last: fingerprint(address),
          };
          subs.set(sub.id, sub);
          return sub.id;
        }
        case 'slotSubscribe': {
          const sub: SlotSub = { kind: 'slot', socket, id: nextId++ };
          subs.set(sub.id, sub);
          return sub.id;
        }
        case 'logsSubscribe': {
          const filter = params[0];
          let mentions: string | null = null;
          if (typeof filter === 'object' && filter !== null && 'mentions' in filter) {
            const m = (filter as { mentions: unknown }).mentions;
            if (!Array.isArray(m) || m.length !== 1 || typeof m[0] !== 'string') {
              throw invalidParams('Invalid Request: Only 1 address supported');
            }
            mentions = m[0];
          } else if (filter !== 'all' && filter !== 'allWithVotes') {
            throw invalidParams('Invalid params: unknown logs filter');
          }
          const sub: LogsSub = { kind: 'logs', socket, id: nextId++, mentions };
          subs.set(sub.id, sub);
          return sub.id;
        }
        case 'signatureUnsubscribe':
          return unsubscribe(socket, 'signature', params);
        case 'accountUnsubscribe':
          return unsubscribe(socket, 'account', params);
        case 'slotUnsubscribe':
          return unsubscribe(socket, 'slot', params);
        case 'logsUnsubscribe':
          return unsubscribe(socket, 'logs', params);
        default:
          throw methodNotFound();
      }
    };
    socket.on('message', (data) => {
      const reply = handleBody(String(data), dispatch);
      socket.send(stringify(reply));
      for (const fn of after.splice(0)) fn();
    });
    socket.on('close', () => {
      for (const [id, sub] of subs) if (sub.socket === socket) subs.delete(id);
    });
    socket.on('error', () => socket.terminate());
  });

  return {
    close: () =>
      new Promise<void>((resolve) => {
        offTx();
        offAccounts();
        offSlot();
        subs.clear();
        for (const client of wss.clients) client.close(1000, 'sandbox shutting down');
        wss.close(() => resolve());
      }),
  };
}
