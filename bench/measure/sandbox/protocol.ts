/** IPC between the bench and its sandbox host process (bench/sandbox-host.ts). */
export type ParentMessage = { type: 'memory' } | { type: 'close' };

export type HostMessage =
  | {
      type: 'ready';
      /** Loading sandbox/index.ts and what it imports (LiteSVM's native binary among them). */
      importMs: number;
      /** startSandbox() called → first getVersion answered, per fresh boot. */
      bootsMs: number[];
      rpcUrl: string;
      wsUrl: string;
      apiUrl: string;
      rssAtBoot: number;
    }
  | { type: 'memory'; rss: number; heapUsed: number; transactions: number }
  | { type: 'failed'; message: string };
