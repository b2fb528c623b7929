// Metaplex Token Metadata accounts for the test mints, as mainnet has them for these tokens: the
// app reads names and symbols from the chain when Jupiter is off, on the sandbox as on mainnet.
// The bytes come from mpl-token-metadata's own serializer, with name, symbol and uri padded with NULs
// to 32, 10 and 200 bytes as the program stores them. The program itself is not deployed here:
// nothing writes these accounts after the seed, and reads need only their owner and data.
import {
  getMetadataAccountDataSerializer,
  TokenStandard,
} from '@metaplex-foundation/mpl-token-metadata';
import { none, publicKey, some } from '@metaplex-foundation/umi';
import { PublicKey } from '@solana/web3.js';
import type { ServiceContext } from '../service/context';

const METADATA_PROGRAM_ID = new PublicKey('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s');
const PADDED = { name: 32, symbol: 10, uri: 200 } as const;

function pad(text: string, bytes: number): string {
  return text + '\0'.repeat(Math.max(0, bytes - Buffer.byteLength(text)));
}

/** PDA ["metadata", program id, mint] of the Token Metadata program. */
export function metadataAddress(mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [Buffer.from('metadata'), METADATA_PROGRAM_ID.toBuffer(), mint.toBuffer()],
    METADATA_PROGRAM_ID,
  )[0];
}

export function seedTokenMetadata(ctx: ServiceContext): void {
  for (const token of ctx.tokens.all) {
    const address = metadataAddress(token.mint);
    if (ctx.chain.getAccount(address)) continue;
    const data = getMetadataAccountDataSerializer().serialize({
      updateAuthority: publicKey(ctx.keys.faucet.publicKey.toBase58()),
      mint: publicKey(token.mint.toBase58()),
      name: pad(token.name, PADDED.name),
      symbol: pad(token.symbol, PADDED.symbol),
      uri: pad('', PADDED.uri),
      sellerFeeBasisPoints: 0,
      creators: none(),
      primarySaleHappened: false,
      isMutable: true,
      editionNonce: none(),
      tokenStandard: some(TokenStandard.Fungible),
      collection: none(),
      uses: none(),
      collectionDetails: none(),
      programmableConfig: none(),
    });
    ctx.chain.setAccount(address, {
      lamports: ctx.chain.minimumBalanceForRentExemption(data.length),
      owner: METADATA_PROGRAM_ID,
      data: Buffer.from(data),
    });
  }
}
