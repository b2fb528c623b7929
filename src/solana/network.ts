// The networks and explorers the app knows, named where the chain code (explorer links) can use
// them; the app's settings build on these.

export const CLUSTERS = ['sandbox', 'devnet', 'mainnet', 'custom'] as const;
export type Cluster = (typeof CLUSTERS)[number];

export const EXPLORERS = ['solana-explorer', 'solscan'] as const;
export type Explorer = (typeof EXPLORERS)[number];
