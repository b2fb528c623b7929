import { describe, expect, it } from 'vitest';
import { pureTopLevel } from './pureTopLevel';

// vite.config.ts, treeShakableWeb3: web3.js's unused programs must become droppable, line for line.
describe('pureTopLevel', () => {
  it('wraps a class and the static properties set after it in one pure arrow', () => {
    const code = [
      'class StakeProgram {',
      '  static decode() {}',
      '}',
      "StakeProgram.programId = new PublicKey('Stake1');",
      'StakeProgram.space = 200;',
      'run();',
    ].join('\n');
    expect(pureTopLevel(code).split('\n')).toEqual([
      'const StakeProgram = /* @__PURE__ */ (() => { class StakeProgram {',
      '  static decode() {}',
      '}',
      "StakeProgram.programId = new PublicKey('Stake1');",
      'StakeProgram.space = 200; return StakeProgram; })();',
      'run();',
    ]);
  });

  it('marks a multi-line constant built by calls as pure, brackets in strings ignored', () => {
    const code = [
      'const LAYOUTS = Object.freeze({',
      "  a: struct([u8('(')]),",
      '  // a comment (',
      '});',
      'const plain = 3;',
    ].join('\n');
    expect(pureTopLevel(code).split('\n')).toEqual([
      'const LAYOUTS = /* @__PURE__ */ (() => (Object.freeze({',
      "  a: struct([u8('(')]),",
      '  // a comment (',
      '})))();',
      'const plain = 3;',
    ]);
  });

  it('leaves functions, arrows, plain values and classes without static set-up as they are', () => {
    const code = [
      'const sign = (m, k) => ed25519.sign(m, k);',
      'const getPublicKey = ed25519.getPublicKey;',
      'class Plain {',
      '}',
      'function f() {',
      "  const inner = new PublicKey('x');",
      '}',
    ].join('\n');
    expect(pureTopLevel(code)).toBe(code);
  });

  it('still evaluates to the same values', () => {
    const code = [
      'class Box {',
      '}',
      'Box.size = 2;',
      'const made = Object.freeze({ n: Box.size });',
      'result = [Box.size, made.n];',
    ].join('\n');
    const run = (source: string) => new Function(`let result; ${source}; return result;`)();
    expect(run(pureTopLevel(code))).toEqual(run(code));
  });
});
