import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  codeBySource,
  moduleLabel,
  onDemandOnlyFiles,
  ownerOfModule,
  packageOf,
  startupScripts,
} from './bundle';
import { entriesBehind } from './lazyEntries';
import { UNMAPPED } from './sourcemap';

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

describe('on-demand wallet libraries', () => {
  // index.html loads index.js; the wallet code (lazy) lists the Trezor adapter, which imports
  // Trezor Connect only when that wallet is picked. Connect shares a helper with the wallet code.
  const manifest: Manifest = {
    'index.html': { file: 'index.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'shared.js' },
    'src/app/providers/ChainProviders.tsx': {
      file: 'ChainProviders.js',
      isDynamicEntry: true,
      imports: ['_shared.js', '_helper.js'],
    },
    '_helper.js': { file: 'helper.js' },
    'node_modules/@trezor/connect-web/lib/index.js': {
      file: 'connect.js',
      src: 'node_modules/@trezor/connect-web/lib/index.js',
      isDynamicEntry: true,
      imports: ['_helper.js', '_trezor-only.js'],
    },
    '_trezor-only.js': { file: 'trezor-only.js' },
  };

  it('are the files only their lazy imports reach', () => {
    const files = onDemandOnlyFiles(manifest, ['connect.js'], ['index.js', 'ChainProviders.js']);
    expect([...files].sort()).toEqual(['connect.js', 'trezor-only.js']);
  });

  it('take in the lazy parts only an on-demand entry leads to', () => {
    const lazy: Manifest = {
      ...manifest,
      'node_modules/@trezor/connect-web/lib/index.js': {
        ...manifest['node_modules/@trezor/connect-web/lib/index.js']!,
        dynamicImports: ['node_modules/@trezor/connect-web/lib/view.js'],
      },
      'node_modules/@trezor/connect-web/lib/view.js': {
        file: 'view.js',
        src: 'node_modules/@trezor/connect-web/lib/view.js',
        isDynamicEntry: true,
        imports: ['_shared.js'],
      },
    };
    const behind = entriesBehind(lazy, ['connect.js'], ['index.js', 'ChainProviders.js']);
    expect([...behind].sort()).toEqual(['connect.js', 'trezor-only.js', 'view.js']);
    expect(entriesBehind(lazy, ['connect.js'], ['index.js', 'view.js']).has('view.js')).toBe(false);
  });

  it('are named by the package of their entry, nested packages by the innermost', () => {
    expect(packageOf('node_modules/@trezor/connect-web/lib/index.js')).toBe('@trezor/connect-web');
    expect(
      packageOf('node_modules/@solana/wallet-adapter-ledger/node_modules/@ledgerhq/x/lib/a.js'),
    ).toBe('@ledgerhq/x');
    expect(packageOf('src/app/App.tsx')).toBeUndefined();
  });
});

describe('start-up scripts', () => {
  it("are index.html's loader and the app entry it requests, with their static imports", () => {
    const manifest: Manifest = {
      'index.html': { file: 'boot.js', isEntry: true, dynamicImports: ['src/main.tsx'] },
      'src/main.tsx': { file: 'main.js', isDynamicEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'react.js' },
      'src/features/create/CreatePage.tsx': { file: 'create.js', isDynamicEntry: true },
    };
    expect([...startupScripts(manifest, ['boot.js'])].sort()).toEqual([
      'boot.js',
      'main.js',
      'react.js',
    ]);
  });

  it('are the scripts index.html names when there is no separate app entry', () => {
    const manifest: Manifest = {
      'index.html': { file: 'index.js', imports: ['_a.js'] },
      '_a.js': { file: 'a.js' },
    };
    expect([...startupScripts(manifest, ['index.js'])].sort()).toEqual(['a.js', 'index.js']);
  });
});

describe('codeBySource', () => {
  it("counts a chunk without a source map (the bundler's runtime) as bundler glue", () => {
    const runtime = { code: 'var e=Object.defineProperty;', map: null };
    expect(codeBySource(runtime)).toEqual(new Map([[UNMAPPED, 'var e=Object.defineProperty;']]));
  });
});
