// Derives a stand-in program from the ELF of a program the runtime already ships: the same file with
// a new entrypoint that logs one line and returns success, whatever the accounts and data. No Solana
// toolchain is needed and no binary is kept in the repository.
//
// The source must be an SBPF v0 shared object (e_flags 0), which the loader parses leniently: it
// verifies every instruction of .text, binds each syscall through an R_BPF_64_32 relocation naming
// it (in v0 a `call imm` whose imm is not -1 is a pc-relative call, and LiteSVM's loader refuses one
// that lands outside .text), and starts at e_entry. So the stand-in's code goes into a stretch of
// .text that no relocation touches, one `sol_log_` relocation of the source is pointed at its call,
// and e_entry at its first instruction. The rest of the source's code stays valid and unreachable.
//
// Encodings: sBPF v0 instructions are 8 bytes little-endian — opcode, dst | src << 4, i16 offset,
// i32 immediate; `lddw` (0x18) alone takes two slots (solana-sbpf src/ebpf.rs).

const INSN_BYTES = 8;
const ELF_HEADER_BYTES = 64;
const SECTION_HEADER_BYTES = 64;
const REL_ENTRY_BYTES = 16;
const SYMBOL_BYTES = 24;
const ET_DYN = 3;
const EM_BPF = 247;
const EM_SBPF = 263;
const SHT_REL = 9;
const SHT_NOBITS = 8;
const SHF_EXECINSTR = 0x4;
/** solana-sbpf src/elf.rs: a relocation binding a `call` to the symbol it names (a syscall). */
const R_BPF_64_32 = 10;
const OP_LDDW = 0x18;
const OP_STW_IMM = 0x62;
const OP_ADD64_IMM = 0x07;
const OP_MOV64_IMM = 0xb7;
const OP_MOV64_REG = 0xbf;
const OP_CALL_IMM = 0x85;
const OP_EXIT = 0x95;
const R0 = 0;
const R1 = 1;
const R2 = 2;
/** The frame pointer: the log line is built in the entrypoint's stack frame, below it. */
const R10 = 10;
const LOG_SYSCALL = 'sol_log_';
/** Longest log line accepted: it must fit the stack frame comfortably (4 KiB in v0). */
export const MAX_LOG_LINE_BYTES = 128;

interface Section {
  name: string;
  type: number;
  flags: number;
  addr: number;
  offset: number;
  size: number;
  link: number;
}

interface Relocation {
  /** File offset of the relocation entry itself (its r_offset is rewritten to retarget it). */
  entryOffset: number;
  /** What it patches: the file offset of an instruction in .text (v0: vaddr = offset there). */
  target: number;
  type: number;
  symbol: string;
}

/**
 * A copy of `source` (an SBPF v0 program) whose entrypoint logs `logLine` ("Program log: …") and
 * succeeds. Throws when the source is not a program this can rewrite.
 */
export function standInElf(source: Uint8Array, logLine: string): Uint8Array {
  const code = logAndSucceed(logLine);
  const elf = new Uint8Array(source);
  const view = new DataView(elf.buffer, elf.byteOffset, elf.byteLength);
  checkHeader(elf, view);
  const sections = readSections(elf, view);
  const text = sections.find((s) => s.name === '.text');
  if (!text || (text.flags & SHF_EXECINSTR) === 0) throw new Error('The ELF has no .text section');
  if (text.addr !== text.offset) {
    // v0 relocations address .text by file offset; this rewrite relies on address = offset there.
    throw new Error('The ELF places .text at an address other than its file offset');
  }
  const relocations = readRelocations(elf, view, sections);
  const logRelocation = relocations.find((r) => r.type === R_BPF_64_32 && r.symbol === LOG_SYSCALL);
  if (!logRelocation) throw new Error(`The ELF never calls ${LOG_SYSCALL}, so it cannot log`);
  const start = freeStretch(elf, text, relocations, code.instructions.byteLength);
  elf.set(code.instructions, start);
  setU64(view, logRelocation.entryOffset, start + code.callIndex * INSN_BYTES);
  setU64(view, 24, start); // e_entry
  return elf;
}

/** The stand-in's instructions: build the line on the stack, sol_log_(ptr, len), return 0. */
function logAndSucceed(logLine: string): { instructions: Uint8Array; callIndex: number } {
  if (!/^[\x20-\x7e]+$/.test(logLine) || logLine.length > MAX_LOG_LINE_BYTES) {
    throw new Error(`A stand-in's log line is 1 to ${MAX_LOG_LINE_BYTES} printable ASCII bytes`);
  }
  const text = new Uint8Array(Math.ceil(logLine.length / 4) * 4);
  text.set(new TextEncoder().encode(logLine));
  const words = new DataView(text.buffer);
  const out: Uint8Array[] = [];
  const insn = (opcode: number, dst: number, src: number, offset: number, imm: number) => {
    const bytes = new Uint8Array(INSN_BYTES);
    const v = new DataView(bytes.buffer);
    v.setUint8(0, opcode);
    v.setUint8(1, dst | (src << 4));
    v.setInt16(2, offset, true);
    v.setInt32(4, imm, true);
    out.push(bytes);
  };
  for (let i = 0; i < text.length; i += 4) {
    insn(OP_STW_IMM, R10, 0, i - text.length, words.getInt32(i, true)); // *(u32 *)(r10 - n + i)
  }
  insn(OP_MOV64_REG, R1, R10, 0, 0); // r1 = r10
  insn(OP_ADD64_IMM, R1, 0, 0, -text.length); // r1 -= n: the line's address
  insn(OP_MOV64_IMM, R2, 0, 0, logLine.length); // r2 = its length
  const callIndex = out.length;
  insn(OP_CALL_IMM, 0, 0, 0, -1); // sol_log_, bound by the retargeted relocation
  insn(OP_MOV64_IMM, R0, 0, 0, 0); // r0 = 0: success
  insn(OP_EXIT, 0, 0, 0, 0);
  const instructions = new Uint8Array(out.length * INSN_BYTES);
  out.forEach((bytes, i) => instructions.set(bytes, i * INSN_BYTES));
  return { instructions, callIndex };
}

function checkHeader(elf: Uint8Array, view: DataView): void {
  const isElf =
    elf.length >= ELF_HEADER_BYTES &&
    elf[0] === 0x7f &&
    elf[1] === 0x45 && // E
    elf[2] === 0x4c && // L
    elf[3] === 0x46; // F
  if (!isElf) throw new Error('Not an ELF file');
  if (elf[4] !== 2 || elf[5] !== 1) throw new Error('Not a 64-bit little-endian ELF');
  if (view.getUint16(16, true) !== ET_DYN) throw new Error('Not an ELF shared object');
  const machine = view.getUint16(18, true);
  if (machine !== EM_BPF && machine !== EM_SBPF) throw new Error('Not an SBPF program');
  // SBPF v1 and later put their version in e_flags and encode instructions differently.
  if (view.getUint32(48, true) !== 0) throw new Error('Not an SBPF v0 program');
  if (view.getUint16(58, true) !== SECTION_HEADER_BYTES) {
    throw new Error('Unexpected ELF section header size');
  }
}

function readSections(elf: Uint8Array, view: DataView): Section[] {
  const table = u64(view, 40);
  const count = view.getUint16(60, true);
  const namesIndex = view.getUint16(62, true);
  inBounds(elf, table, count * SECTION_HEADER_BYTES);
  const raw = Array.from({ length: count }, (_, i) => {
    const at = table + i * SECTION_HEADER_BYTES;
    const section = {
      nameOffset: view.getUint32(at, true),
      type: view.getUint32(at + 4, true),
      flags: u64(view, at + 8),
      addr: u64(view, at + 16),
      offset: u64(view, at + 24),
      size: u64(view, at + 32),
      link: view.getUint32(at + 40, true),
    };
    inBounds(elf, section.offset, section.type === SHT_NOBITS ? 0 : section.size);
    return section;
  });
  const names = raw[namesIndex];
  if (!names) throw new Error('The ELF has no section name table');
  return raw.map(({ nameOffset, ...s }) => ({
    ...s,
    name: cString(elf, names.offset + nameOffset),
  }));
}

/** Every relocation of the file, with the name of the symbol it binds. */
function readRelocations(elf: Uint8Array, view: DataView, sections: Section[]): Relocation[] {
  const out: Relocation[] = [];
  for (const rel of sections.filter((s) => s.type === SHT_REL)) {
    const symbols = sections[rel.link];
    const names = symbols && sections[symbols.link];
    if (!symbols || !names) throw new Error('An ELF relocation table has no symbol table');
    for (
      let at = rel.offset;
      at + REL_ENTRY_BYTES <= rel.offset + rel.size;
      at += REL_ENTRY_BYTES
    ) {
      const symbolIndex = view.getUint32(at + 12, true); // r_info >> 32
      const symbolAt = symbols.offset + symbolIndex * SYMBOL_BYTES;
      inBounds(elf, symbolAt, SYMBOL_BYTES);
      out.push({
        entryOffset: at,
        target: u64(view, at),
        type: view.getUint32(at + 8, true), // r_info & 0xffffffff
        symbol:
          symbolIndex === 0 ? '' : cString(elf, names.offset + view.getUint32(symbolAt, true)),
      });
    }
  }
  return out;
}

/**
 * File offset of the first run of whole instructions in .text, `bytes` long, that no relocation
 * patches (an lddw is never split: the verifier rejects half of one).
 */
function freeStretch(
  elf: Uint8Array,
  text: Section,
  relocations: Relocation[],
  bytes: number,
): number {
  // A relocation patches at most the 16 bytes of one lddw from its target.
  const touched = (from: number, to: number) =>
    relocations.some((r) => r.target < to && r.target + 2 * INSN_BYTES > from);
  const end = text.offset + text.size;
  const boundaries = new Set<number>();
  for (let at = text.offset; at < end; at += elf[at] === OP_LDDW ? 2 * INSN_BYTES : INSN_BYTES) {
    boundaries.add(at);
  }
  boundaries.add(end);
  for (const start of boundaries) {
    const stop = start + bytes;
    if (stop <= end && boundaries.has(stop) && !touched(start, stop)) return start;
  }
  throw new Error('The ELF has no stretch of .text free for the stand-in');
}

function u64(view: DataView, at: number): number {
  const value = view.getBigUint64(at, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('ELF offset out of range');
  return Number(value);
}

function setU64(view: DataView, at: number, value: number): void {
  view.setBigUint64(at, BigInt(value), true);
}

function inBounds(elf: Uint8Array, offset: number, length: number): void {
  if (offset + length > elf.length) throw new Error('ELF table out of bounds');
}

function cString(elf: Uint8Array, at: number): string {
  const end = elf.indexOf(0, at);
  if (at >= elf.length || end < 0) throw new Error('ELF string out of bounds');
  return new TextDecoder().decode(elf.subarray(at, end));
}
