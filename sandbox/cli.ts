// The flags of `npm run sandbox` (and `npm start`, which passes them on): parsed into sandbox
// options, or one message in words naming the flag that is wrong.
import {
  NETWORK_PROFILES,
  describeIssue,
  isNetworkProfileName,
  networkUpdateSchema,
  type NetworkOptions,
  type NetworkSnapshot,
} from './chain/network';
import type { ClaimAccountsTx, TransactionShape } from './service/behaviour';

export interface SandboxFlags {
  reset: boolean;
  /** A new ledger gets the demo wallet's months of history (default on; --no-history). */
  history: boolean;
  /** Print the usage and exit. */
  help: boolean;
  /** Check the flags and exit (npm start does this before it builds the app). */
  dryRun: boolean;
  network: NetworkOptions;
  computeBudget: boolean;
  claimAccountsTx: ClaimAccountsTx;
  transactions: TransactionShape;
}

export type ParsedFlags = { ok: true; flags: SandboxFlags } | { ok: false; error: string };

export const USAGE = `Flags:
  --reset                         start from an empty ledger
  --no-history                    a new ledger without the demo wallet's six months of history
  --network instant|mainnet-like  how the JSON-RPC treats clients (default instant)
  --drop-rate <0..1>              share of sends accepted and never forwarded
  --replica-lag <slots>           slots the replica serving reads is behind
  --rate-limit <n>/<ms> | off     requests per client per window before HTTP 429
  --network-seed <n>              seed of the drop decisions (repeatable runs)
  --compute-budget                returned transactions start with ComputeBudget instructions
  --claim-accounts always|when-needed
                                  claim's createATAsTx when no token account is missing
  --transactions legacy|v0        create's and edit's transactions (v0: the program's lookup table)
  --dry-run                       check the flags and exit
  --help                          this text`;

const VALUE_FLAGS = new Set([
  '--network',
  '--drop-rate',
  '--replica-lag',
  '--rate-limit',
  '--network-seed',
  '--claim-accounts',
  '--transactions',
]);
const SWITCHES = new Set([
  '--reset',
  '--no-history',
  '--compute-budget',
  '--dry-run',
  '--help',
  '-h',
]);

/** A flag's number, or NaN (the schema then names the flag). */
const numberOf = (text: string): number => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN);

export function parseSandboxFlags(argv: readonly string[]): ParsedFlags {
  const values = new Map<string, string>();
  const switches = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (SWITCHES.has(name) && eq < 0) {
      switches.add(name);
    } else if (VALUE_FLAGS.has(name)) {
      const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || value === '' || value.startsWith('--')) {
        return { ok: false, error: `${name} needs a value` };
      }
      values.set(name, value);
    } else {
      return { ok: false, error: `Unknown flag ${arg}` };
    }
  }

  const profile = values.get('--network') ?? 'instant';
  if (!isNetworkProfileName(profile)) {
    return {
      ok: false,
      error: `--network must be one of ${NETWORK_PROFILES.join(', ')} (got ${profile})`,
    };
  }
  const claim = values.get('--claim-accounts') ?? 'always';
  if (claim !== 'always' && claim !== 'when-needed') {
    return { ok: false, error: `--claim-accounts must be always or when-needed (got ${claim})` };
  }

  const transactions = values.get('--transactions') ?? 'legacy';
  if (transactions !== 'legacy' && transactions !== 'v0') {
    return { ok: false, error: `--transactions must be legacy or v0 (got ${transactions})` };
  }

  const settings: Record<string, unknown> = {};
  const flagOf: Record<string, string> = {
    dropRate: '--drop-rate',
    replicaLagSlots: '--replica-lag',
    rateLimit: '--rate-limit',
    seed: '--network-seed',
  };
  const drop = values.get('--drop-rate');
  if (drop !== undefined) settings.dropRate = numberOf(drop);
  const lag = values.get('--replica-lag');
  if (lag !== undefined) settings.replicaLagSlots = numberOf(lag);
  const seed = values.get('--network-seed');
  if (seed !== undefined) settings.seed = numberOf(seed);
  const rate = values.get('--rate-limit');
  if (rate !== undefined) {
    const match = /^(\d+)\/(\d+)$/.exec(rate);
    if (rate === 'off') settings.rateLimit = null;
    else if (match) settings.rateLimit = { requests: Number(match[1]), windowMs: Number(match[2]) };
    else return { ok: false, error: `--rate-limit must be <requests>/<ms> (e.g. 40/1000) or off` };
  }
  const checked = networkUpdateSchema.safeParse(settings);
  if (!checked.success) {
    const { message, field } = describeIssue(checked.error);
    const flag = flagOf[field?.split('.')[0] ?? ''] ?? 'a network flag';
    return { ok: false, error: `${flag}: ${message}` };
  }

  return {
    ok: true,
    flags: {
      reset: switches.has('--reset'),
      history: !switches.has('--no-history'),
      help: switches.has('--help') || switches.has('-h'),
      dryRun: switches.has('--dry-run'),
      network: { profile, ...checked.data },
      computeBudget: switches.has('--compute-budget'),
      claimAccountsTx: claim,
      transactions,
    },
  };
}

/** One line about the network a sandbox serves, for the start-up banner. */
export function describeNetwork(network: NetworkSnapshot, blockMs: number): string {
  const { settings } = network;
  const parts = [
    `${blockMs} ms slots`,
    network.landing === 'immediate' ? 'sends land at once' : 'sends land in the next block',
  ];
  if (settings.dropRate > 0)
    parts.push(`${Math.round(settings.dropRate * 100)} % of sends dropped`);
  if (settings.replicaLagSlots > 0) parts.push(`reads ${settings.replicaLagSlots} slots behind`);
  if (settings.rateLimit) {
    parts.push(
      `HTTP 429 over ${settings.rateLimit.requests} requests per ${settings.rateLimit.windowMs} ms`,
    );
  }
  return `${network.profile}: ${parts.join(', ')}`;
}
