import { describe, expect, it } from 'vitest';
import { moduleLabel, ownerOfModule } from './bundle';

const root = '/repo';

describe('module names', () => {
  it('names a package module by its path inside node_modules', () => {
    const id = '/repo/node_modules/react-dom/cjs/react-dom-client.production.js';
    expect(moduleLabel(id, root)).toBe('react-dom/cjs/react-dom-client.production.js');
    expect(ownerOfModule(id, root)).toBe('react-dom');
  });

  it('keeps the innermost node_modules of a nested package, and its scope', () => {
    const id = '/repo/node_modules/@solana/web3.js/node_modules/bn.js/lib/bn.js';
    expect(moduleLabel(id, root)).toBe('bn.js/lib/bn.js');
    expect(ownerOfModule('/repo/node_modules/@solana/web3.js/lib/index.esm.js', root)).toBe(
      '@solana/web3.js',
    );
  });

  it('names an app module by its path from the repository', () => {
    expect(moduleLabel('/repo/src/app/App.tsx?used', root)).toBe('src/app/App.tsx');
    expect(ownerOfModule('/repo/src/app/App.tsx', root)).toBe('src/app');
  });
});
