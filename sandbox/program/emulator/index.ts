// The baskets program (2KehYt3K…), emulated in Node for the sandbox chain (../../chain/emulation.ts):
// the instruction's data decoded as Anchor's dispatcher does (discriminator, then the IDL's
// arguments), then the instruction itself — its checks and its effects — from the files beside.
// Instructions of the IDL the sandbox does not emulate fail as Anchor fails an unknown one.
import {
  BASKETS_PROGRAM_ID,
  TOKEN_METADATA_PROGRAM_ID,
} from '../../../src/solana/basketsProgram/addresses';
import type { EmulatedProgram, Invocation, ProgramContext } from '../../chain/emulation';
import { decodeInstructionData } from '../../../src/solana/basketsProgram/instructionArgs';
import { anchorError } from './anchor';
import { createBasket, editBasket, setMetadata } from './create';
import { buyFund, mintFund } from './deposit';
import { depositAfterRebalance, updateCurrentWeights, withdrawBeforeRebalance } from './rebalance';
import { instantBurn, singleTokenDeposit } from './single';
import { claimToken, sellFund } from './withdraw';

/** Units each emulated instruction reports beside its invocations (not the real program's). */
const UNITS_PER_INSTRUCTION = 20_000;

function execute(inv: Invocation, ctx: ProgramContext): void {
  const decoded = decodeInstructionData(inv.data);
  if (decoded.kind === 'unknown') {
    ctx.log('sandbox: this instruction of the baskets program is not emulated');
    throw anchorError(ctx, 'InstructionFallbackNotFound');
  }
  if (decoded.kind === 'bad-args') throw anchorError(ctx, 'InstructionDidNotDeserialize');
  switch (decoded.name) {
    case 'createBasket':
      return createBasket(inv, ctx, decoded.args);
    case 'editBasket':
      return editBasket(inv, ctx, decoded.args);
    case 'createFundTokenMintMetadata':
    case 'updateFundTokenMintMetadata':
      return setMetadata(inv, ctx, decoded.name, decoded.args);
    case 'buyFund':
      return buyFund(inv, ctx, decoded.args.amount);
    case 'mintFund':
      return mintFund(inv, ctx);
    case 'sellFund':
      return sellFund(inv, ctx, decoded.args);
    case 'claimToken':
      return claimToken(inv, ctx, decoded.args.tokenId);
    case 'singleTokenDeposit':
      return singleTokenDeposit(inv, ctx, decoded.args);
    case 'instantBurn':
      return instantBurn(inv, ctx, decoded.args);
    case 'updateCurrentWeights':
      return updateCurrentWeights(inv, ctx);
    case 'withdrawBeforeRebalance':
      return withdrawBeforeRebalance(inv, ctx, decoded.args);
    case 'depositAfterRebalance':
      return depositAfterRebalance(inv, ctx);
  }
}

/** The baskets program as the sandbox chain runs it. */
export function basketsProgram(): EmulatedProgram {
  return {
    programId: BASKETS_PROGRAM_ID.toBase58(),
    // Metaplex is not deployed: the program writes its metadata accounts as Metaplex would.
    standsInFor: [TOKEN_METADATA_PROGRAM_ID.toBase58()],
    unitsPerInstruction: UNITS_PER_INSTRUCTION,
    execute,
  };
}
