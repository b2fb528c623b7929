// The sandbox's chain with the baskets program emulated (./emulator): every sandbox — the
// entry, the tests, the bench — opens its chain here, so a ledger is always replayed with the
// program it was written with.
import { Chain, type ChainOptions } from '../chain/chain';
import { basketsProgram } from './emulator';

export function openSandboxChain(opts: Omit<ChainOptions, 'programs'> = {}): Promise<Chain> {
  return Chain.open({ ...opts, programs: [basketsProgram()] });
}
