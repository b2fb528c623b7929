// Price oracles as the token list names them: Pyth's (legacy, push) price accounts, in the layout
// @pythnetwork/client's `parsePriceData` reads — what the SDK's `getOraclePrices` parses for an
// oracle of type "Pyth" (baskets-sdk 0.0.45 utils.ts; @pythnetwork/client 2.17.0 index.ts). The
// sandbox writes one per test token at its own address, at its own price
// (../model/tokens.ts); the program's emulation reads them (./emulator).
import { createHash } from 'node:crypto';
import { PublicKey } from '@solana/web3.js';

/** Pyth's oracle program on mainnet, the owner of its price accounts. */
export const PYTH_ORACLE_PROGRAM_ID = new PublicKey('FsJ3A3u2vn5cTVofAjvy6y5kwABJAqYWpe4975bi2epH');

/** A price account's size (Pyth v2 `PriceAccount`, 32 publisher slots). */
export const PYTH_PRICE_ACCOUNT_SIZE = 3312;
const MAGIC = 0xa1b2c3d4;
const VERSION = 2;
const ACCOUNT_TYPE_PRICE = 3;
const PRICE_TYPE_PRICE = 1;
const STATUS_TRADING = 1;
/** Every sandbox price is written with this exponent: value = price × 10^EXPONENT USD. */
export const PRICE_EXPONENT = -8;

/** A price as an oracle holds it: `price` × 10^`exponent` USD per whole token. */
export interface OraclePrice {
  price: bigint;
  exponent: number;
}

/** The sandbox's oracle account of a mint (not the real feed's address: the sandbox's own). */
export function oracleAddress(mint: PublicKey): PublicKey {
  const seed = createHash('sha256').update(`basketry sandbox pyth price ${mint.toBase58()}`);
  return new PublicKey(seed.digest());
}

/** A USD price (a plain number, as the sandbox's token book keeps it) at PRICE_EXPONENT. */
export function oraclePriceOf(usd: number): OraclePrice {
  return { price: BigInt(Math.round(usd * 10 ** -PRICE_EXPONENT)), exponent: PRICE_EXPONENT };
}

/** A Pyth v2 price account holding `price`, trading, published at `slot` and `timestamp`. */
export function encodePythPrice(
  price: OraclePrice,
  { slot, timestamp, product }: { slot: bigint; timestamp: bigint; product: PublicKey },
): Uint8Array {
  const data = Buffer.alloc(PYTH_PRICE_ACCOUNT_SIZE);
  data.writeUInt32LE(MAGIC, 0);
  data.writeUInt32LE(VERSION, 4);
  data.writeUInt32LE(ACCOUNT_TYPE_PRICE, 8);
  data.writeUInt32LE(PYTH_PRICE_ACCOUNT_SIZE, 12);
  data.writeUInt32LE(PRICE_TYPE_PRICE, 16);
  data.writeInt32LE(price.exponent, 20);
  data.writeUInt32LE(0, 24); // component prices: none (the sandbox is the only publisher)
  data.writeUInt32LE(1, 28); // quoters
  data.writeBigUInt64LE(slot, 32); // last slot
  data.writeBigUInt64LE(slot, 40); // valid slot
  data.writeBigInt64LE(price.price, 48); // EMA price: the price itself
  data.writeBigInt64LE(0n, 72); // EMA confidence
  data.writeBigInt64LE(timestamp, 96);
  data.writeUInt8(1, 104); // minimum publishers
  Buffer.from(product.toBytes()).copy(data, 112);
  data.writeBigUInt64LE(slot, 176); // previous slot
  data.writeBigInt64LE(price.price, 184); // previous price
  data.writeBigInt64LE(timestamp, 200); // previous timestamp
  // Aggregate: price, confidence, status, corporate action, publish slot.
  data.writeBigInt64LE(price.price, 208);
  data.writeBigUInt64LE(0n, 216);
  data.writeUInt32LE(STATUS_TRADING, 224);
  data.writeUInt32LE(0, 228);
  data.writeBigUInt64LE(slot, 232);
  return data;
}

/** The aggregate price of a Pyth v2 price account, or null when the bytes are not one or not trading. */
export function readPythPrice(data: Uint8Array): OraclePrice | null {
  if (data.length < 240) return null;
  const view = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (view.readUInt32LE(0) !== MAGIC || view.readUInt32LE(8) !== ACCOUNT_TYPE_PRICE) return null;
  if (view.readUInt32LE(224) !== STATUS_TRADING) return null;
  return { price: view.readBigInt64LE(208), exponent: view.readInt32LE(20) };
}
