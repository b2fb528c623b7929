// One chunk for the home page's wallet parts (lazyWalletParts.ts loads it).
export { FaucetPanel } from '../faucet/FaucetPanel';
export { RecentActivitySection } from './RecentActivitySection';
