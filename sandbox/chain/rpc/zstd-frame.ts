// A Zstandard frame (RFC 8878) holding data in Raw blocks: valid zstd that any decoder reads,
// without compression — Node 20 has no zstd compressor, and a node's `base64+zstd` answer only
// promises a zstd frame, not a ratio.
const MAGIC = Uint8Array.of(0x28, 0xb5, 0x2f, 0xfd);
/** Frame_Header_Descriptor: Frame_Content_Size_flag 2 (4-byte size), Single_Segment_flag. */
const DESCRIPTOR = (2 << 6) | (1 << 5);
/** Block_Maximum_Size: 128 KiB. */
const MAX_BLOCK = 128 * 1024;
const RAW_BLOCK = 0;

export function zstdFrame(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / MAX_BLOCK));
  const out = new Uint8Array(MAGIC.length + 1 + 4 + blocks * 3 + data.length);
  const view = new DataView(out.buffer);
  out.set(MAGIC, 0);
  out[4] = DESCRIPTOR;
  view.setUint32(5, data.length, true);
  let at = 9;
  for (let b = 0; b < blocks; b++) {
    const chunk = data.subarray(b * MAX_BLOCK, (b + 1) * MAX_BLOCK);
    const last = b === blocks - 1 ? 1 : 0;
    const header = (chunk.length << 3) | (RAW_BLOCK << 1) | last;
    out[at] = header & 0xff;
    out[at + 1] = (header >> 8) & 0xff;
    out[at + 2] = (header >> 16) & 0xff;
    out.set(chunk, at + 3);
    at += 3 + chunk.length;
  }
  return out;
}
