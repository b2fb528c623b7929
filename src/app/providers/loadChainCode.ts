import { OPERATIONS } from '../../features/operations';
import { loadEngines } from '../../operations/engines';

/**
 * Downloads the chain code: the providers (web3.js, the wallets, the flow engine) and every
 * operation's engine part, which the flow engine runs, in parallel. It counts as loaded once all
 * are there.
 */
export function loadChainCode() {
  return Promise.all([import('./ChainProviders'), loadEngines(OPERATIONS)]).then(
    ([module]) => module,
  );
}
