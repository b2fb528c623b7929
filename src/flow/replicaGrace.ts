// The bounds of docs/flow-engine.md rule 6, shared by the broadcast's preflight and the review's
// simulation: a simulation that fails right after the chain changed may come from an RPC replica a
// slot or two behind.

/** How often a failing simulation is tried again while it may still be a replica's lag. */
export const PREFLIGHT_RETRY_MS = 1_500;
/** After a step of ours confirmed, the chain surely changed: tried for this long. */
export const REPLICA_GRACE_MS = 30_000;
/**
 * After the service answered, it only may have (its RPC a slot or two ahead of ours: under a second
 * on mainnet); a real refusal (a balance spent since the review) must not keep the user waiting.
 */
export const SERVICE_ANSWER_GRACE_MS = 6_000;
