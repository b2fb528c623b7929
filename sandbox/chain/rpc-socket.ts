// Test helper: a raw JSON-RPC WebSocket, for what web3.js would hide (which notification comes
// when).
import WebSocket from 'ws';

interface RpcMessage {
  id?: number;
  method?: string;
  result?: unknown;
  params?: unknown;
}

export interface RpcSocket {
  /**
   * Sends a request and resolves with its result. Every notification the server sent before the
   * answer has arrived by then (one socket delivers in order).
   */
  call: (method: string, params: unknown[]) => Promise<unknown>;
  /** The `params` of each notification of `method` received so far. */
  notifications: (method: string) => { result: unknown }[];
  /** Resolves when the next message arrives. */
  nextMessage: () => Promise<void>;
  close: () => void;
}

export async function openRpcSocket(url: string): Promise<RpcSocket> {
  const ws = new WebSocket(url);
  await new Promise((resolve) => ws.once('open', resolve));
  const inbox: RpcMessage[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    inbox.push(JSON.parse(String(data)) as RpcMessage);
    waiters.splice(0).forEach((wake) => wake());
  });
  const nextMessage = () => new Promise<void>((wake) => waiters.push(wake));
  let nextId = 1;
  return {
    call: async (method, params) => {
      const id = nextId++;
      ws.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
      for (;;) {
        const answer = inbox.find((message) => message.id === id);
        if (answer) return answer.result;
        await nextMessage();
      }
    },
    notifications: (method) =>
      inbox
        .filter((message) => message.method === method)
        .map((message) => message.params as { result: unknown }),
    nextMessage,
    close: () => ws.close(),
  };
}
