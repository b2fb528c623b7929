// What an operation is, declared once in its own folder (src/features/<op>/descriptor.ts): its
// command, its page's path, words and code, and — loaded with the chain code — the flow it
// declares, what its transactions name and what must happen when a step confirms. Routes, the
// navigation, the home page's list and the engine's facts and outcomes are derived from the one
// list of descriptors (src/features/operations.ts). docs/adding-an-operation.md says how to add one.
import type { VersionedTransaction } from '@solana/web3.js';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Command } from '../api/commands';
import type {
  CreatedAccount,
  Flow,
  FlowDefinitionOf,
  FlowFacts,
  FlowOf,
  OperationOutcome,
} from '../flow';
import type { BoundIntent } from '../flow/intent';
import type { WalletListScope } from '../storage/walletListStore';

/**
 * Why a page needs a wallet: what the connected wallet does there (the form stays usable until
 * then), or a title and words of the page's own.
 */
export type WalletNeed = { does: string } | { title: string; text?: string };

/** Who does an operation: a small group heading on the home page. */
export type Audience = 'Creators' | 'Depositors' | 'Withdrawers';

/** What the user reads of an operation. */
export interface OperationWords {
  /** Its page's heading and the document's title. */
  title: string;
  /** Under the heading. */
  lead: string;
  /** Said on its page while no wallet is connected. */
  wallet: WalletNeed;
  /** Its link on the home page, and what the link says under it. */
  linkTitle: string;
  summary: string;
  audience: Audience;
  /**
   * Its link in the main navigation (in the list's order); none = reached from other pages with
   * the basket chosen (a basket's page, a position, a pending claim, a creator's basket).
   */
  navLabel?: string;
}

/** What an operation's page receives from its route. */
export interface OperationPageProps {
  words: OperationWords;
}

export type OperationPageModule = { default: ComponentType<OperationPageProps> };

/** What outcomes may touch: the query cache and this browser's lists for the flow's wallet. */
export interface OutcomeContext {
  queryClient: QueryClient;
  /** My baskets and pending claims are kept per network and wallet. */
  scope(flow: Flow): WalletListScope;
}

/** What the flow engine runs of an operation (src/features/<op>/operation.ts). */
export interface OperationEngine<C extends Command> {
  readonly command: C;
  /** What its transactions may do, checked before any wallet sees them (docs/security.md). */
  readonly intent: BoundIntent<C>;
  /** The flow for a request (each operation takes what it needs to name things). */
  declare(...args: never[]): FlowDefinitionOf<C>;
  /** What the response's transactions name, by step key (e.g. the basket a create makes). */
  readFacts?(txs: ReadonlyMap<string, VersionedTransaction>): FlowFacts;
  /** What a confirmed step's created accounts settle. */
  settleFacts?(flow: FlowOf<C>, stepKey: string, created: readonly CreatedAccount[]): FlowFacts;
  /** What a step's transaction does, a line per instruction worth naming (the timeline lists them). */
  readParts?(flow: FlowOf<C>, stepKey: string, tx: VersionedTransaction): string[];
  /** What happens when its steps confirm and when it completes. */
  outcome?(ctx: OutcomeContext): OperationOutcome<C>;
}

/** An operation as its folder declares it. */
export interface OperationDeclaration<C extends Command> {
  /** The Basket API command (api/commands.ts: its path, request and response schemas). */
  command: C;
  /** Its page's path. */
  path: `/${string}`;
  /** More paths showing the same page (e.g. one withdraw account's claim). */
  alsoAt?: readonly `/${string}`[];
  words: OperationWords;
  /** Its page's code, downloaded the first time the page is shown. */
  page: () => Promise<OperationPageModule>;
  /** Its engine part, downloaded with the chain code (it needs web3.js and the flow engine). */
  engine: () => Promise<OperationEngine<C>>;
}

export interface OperationDescriptor<C extends Command> extends OperationDeclaration<C> {
  /** Downloads the engine part, once. */
  loadEngine(): Promise<OperationEngine<C>>;
  /** The engine part, once loaded (loadEngines, before the flow engine mounts). */
  loadedEngine(): OperationEngine<C>;
}

/** Every command's operation, typed by its command (the list: src/features/operations.ts). */
export type Operations = { [C in Command]: OperationDescriptor<C> };

export function defineOperation<C extends Command>(
  declaration: OperationDeclaration<C>,
): OperationDescriptor<C> {
  let engine: Promise<OperationEngine<C>> | undefined;
  let loaded: OperationEngine<C> | undefined;
  return {
    ...declaration,
    loadEngine() {
      engine ??= declaration.engine().then(
        (value) => (loaded = value),
        (error: unknown) => {
          engine = undefined; // a failed download is tried again on the next load
          throw error;
        },
      );
      return engine;
    },
    loadedEngine() {
      if (!loaded) throw new Error(`The ${declaration.command} operation's engine is not loaded`);
      return loaded;
    },
  };
}
