// The chain code held back until a test lets it arrive, for tests of what the app shows before and
// while it loads. vi.doMock, not vi.mock: these modules are first imported when the app asks for
// the chain code, after the test file has called this.
import { vi } from 'vitest';

/** Mocks the chain code so it arrives when `release` is called; `requested` says it was asked for. */
export function holdChainCode() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const chainCode = { requested: false, release: () => release() };
  vi.doMock('../providers/ChainProviders', async (importOriginal) => {
    chainCode.requested = true;
    await released;
    return importOriginal();
  });
  vi.doMock('../../wallet/hardwareWallets', () => import('../../wallet/hardwareWalletsStub'));
  return chainCode;
}
