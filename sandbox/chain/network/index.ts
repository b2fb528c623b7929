// A network profile in front of the chain: what the JSON-RPC's clients get (./view.ts), the rate
// limit the HTTP side applies, the counters tests and the bench read, and the controls tests use.
// `startRpc({ chain, network })` serves clients through it; the service's own automation keeps
// using the chain directly (it stands in for the real service's, which is not dropped or lagged).
import type { Chain } from '../chain';
import { PROFILES, type Landing, type NetworkProfileName, type NetworkSettings } from './profiles';
import { randomSeed, seededRandom } from './random';
import { RateLimiter } from './rate-limit';
import { ReplicaHistory } from './replica';
import { Sender, type SendStats } from './sender';
import { describeIssue, networkUpdateSchema, type NetworkUpdate } from './settings';
import { NetworkView } from './view';

export {
  NETWORK_PROFILES,
  isNetworkProfileName,
  type NetworkProfileName,
  type NetworkSettings,
} from './profiles';
export { networkUpdateSchema, describeIssue, type NetworkUpdate } from './settings';

export interface NetworkOptions extends Partial<NetworkSettings> {
  /** Default 'instant'. */
  profile?: NetworkProfileName;
  /** Seed of the drop decisions (random when absent). */
  seed?: number;
}

export interface NetworkStats extends SendStats {
  /** RPC requests answered HTTP 429. */
  rateLimited: number;
}

/** GET /sandbox/network. */
export interface NetworkSnapshot {
  profile: NetworkProfileName;
  landing: Landing;
  /** The chain's slot, and the slot the replica serving reads is at. */
  slot: number;
  replicaSlot: number;
  settings: NetworkSettings;
  seed: number;
  /** Sent transactions waiting for the next block. */
  queued: number;
  /** Requests still to be refused by `rateLimitNext`. */
  rateLimitNext: number;
  stats: NetworkStats;
}

export class SandboxNetwork {
  readonly profile: NetworkProfileName;
  readonly landing: Landing;
  /** What the JSON-RPC serves its clients from. */
  readonly rpc: NetworkView;
  private settings: NetworkSettings;
  private readonly initial: { settings: NetworkSettings; seed: number };
  private seed: number;
  private random: () => number;
  private rateLimited = 0;
  private readonly history: ReplicaHistory;
  private readonly sender: Sender;
  private readonly limiter: RateLimiter;
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly chain: Chain,
    options: NetworkOptions = {},
  ) {
    this.profile = options.profile ?? 'instant';
    const profile = PROFILES[this.profile];
    this.landing = profile.landing;
    const { dropRate, replicaLagSlots, rateLimit, seed } = options;
    const checked = networkUpdateSchema.safeParse({ dropRate, replicaLagSlots, rateLimit, seed });
    if (!checked.success) throw new RangeError(describeIssue(checked.error).message);
    this.settings = {
      dropRate: dropRate ?? profile.settings.dropRate,
      replicaLagSlots: replicaLagSlots ?? profile.settings.replicaLagSlots,
      rateLimit: rateLimit === undefined ? profile.settings.rateLimit : rateLimit,
    };
    this.seed = seed ?? randomSeed();
    this.initial = { settings: { ...this.settings }, seed: this.seed };
    this.random = seededRandom(this.seed);
    this.limiter = new RateLimiter(this.settings.rateLimit);
    this.history = new ReplicaHistory(chain);
    this.sender = new Sender(
      chain,
      this.landing,
      () => this.rpc.replicaState(),
      () => this.settings.dropRate > 0 && this.random() < this.settings.dropRate,
    );
    this.rpc = new NetworkView(chain, this.history, this.sender, () => this.lag());
    this.unsubscribe = [
      chain.onBeforeWrite((pubkeys, slot) => {
        // Only a lagging replica needs older versions; raising the lag applies from then on.
        if (this.lag() > 0) this.history.recordWrite(pubkeys, slot);
      }),
      chain.onSlot(() => this.onBlock()),
    ];
  }

  /** The HTTP side asks before answering a request: null = go ahead, else Retry-After seconds. */
  admit(client: string): number | null {
    const wait = this.limiter.admit(client);
    if (wait !== null) this.rateLimited += 1;
    return wait;
  }

  /** Applies a checked update (reset first, when asked). */
  update(change: NetworkUpdate): void {
    if (change.reset) this.reset();
    const next: NetworkSettings = {
      dropRate: change.dropRate ?? this.settings.dropRate,
      replicaLagSlots: change.replicaLagSlots ?? this.settings.replicaLagSlots,
      rateLimit: change.rateLimit === undefined ? this.settings.rateLimit : change.rateLimit,
    };
    if (change.rateLimit !== undefined) this.limiter.setLimit(next.rateLimit);
    if (change.rateLimitNext !== undefined) this.limiter.refuseNext(change.rateLimitNext);
    if (change.seed !== undefined) {
      this.seed = change.seed;
      this.random = seededRandom(change.seed);
    }
    this.settings = next;
  }

  /** The settings and seed the network started with, every counter at zero. */
  reset(): void {
    this.settings = { ...this.initial.settings };
    this.seed = this.initial.seed;
    this.random = seededRandom(this.seed);
    this.limiter.reset(this.settings.rateLimit);
    this.sender.resetStats();
    this.rateLimited = 0;
  }

  snapshot(): NetworkSnapshot {
    return {
      profile: this.profile,
      landing: this.landing,
      slot: this.chain.slot(),
      replicaSlot: this.rpc.slot(),
      settings: { ...this.settings },
      seed: this.seed,
      queued: this.sender.queued,
      rateLimitNext: this.limiter.refusalsPending,
      stats: { ...this.sender.stats, rateLimited: this.rateLimited },
    };
  }

  close(): void {
    for (const off of this.unsubscribe) off();
    this.rpc.close();
  }

  private lag(): number {
    return this.settings.replicaLagSlots;
  }

  /** A new block: remember its hash, run what was sent for it, let the replica catch up. */
  private onBlock(): void {
    this.history.recordBlock();
    this.sender.produceQueued();
    this.rpc.catchUp();
    this.history.prune(this.rpc.slot());
  }
}
