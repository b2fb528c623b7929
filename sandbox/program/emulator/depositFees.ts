// A deposit's fees as the program takes them — buyFund in USDC, singleTokenDeposit in the token
// deposited: the service's, the host's and the manager's shares of the amount, each moved from the
// depositor's account, and the rest into the program's vault for that token.
import { createTransferInstruction } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import type { ProgramContext } from '../../chain/emulation';
import { SERVICE_FEE_BPS, takeBps } from '../valuation';
import type { Fund } from './state';

export interface DepositPayees {
  /** The depositor's token account, and the signer that owns it. */
  from: PublicKey;
  owner: PublicKey;
  /** Token accounts (base58) of the service's fee, the host's, the manager's, the vault. */
  service: string;
  host: string;
  manager: string;
  vault: string;
}

/** Pays the fees and the vault their shares of `amount`; returns what the vault received. */
export function payDepositFees(
  ctx: ProgramContext,
  fund: Fund,
  amount: bigint,
  payees: DepositPayees,
): bigint {
  const service = takeBps(amount, SERVICE_FEE_BPS).fee;
  const host = takeBps(amount, BigInt(fund.hostFee)).fee;
  const manager = takeBps(amount, BigInt(fund.managerFee)).fee;
  const net = amount - service - host - manager;
  const pay = (to: string, units: bigint) => {
    if (units > 0n) {
      ctx.invoke(createTransferInstruction(payees.from, new PublicKey(to), payees.owner, units));
    }
  };
  pay(payees.service, service);
  pay(payees.host, host);
  pay(payees.manager, manager);
  pay(payees.vault, net);
  return net;
}
