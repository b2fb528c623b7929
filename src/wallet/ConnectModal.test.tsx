// @vitest-environment jsdom
import { cleanup, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notifications } from '../notifications/Notifications';
import { WalletReadyState, type WalletName } from '@solana/wallet-adapter-base';
import { SandboxBurnerWalletAdapter } from './sandboxBurner';
import { StandInWalletAdapter } from './hardwareWalletsStub';
import { sandboxDemoKeypair } from './sandboxDemoKey';
import { sandboxWalletAdapters } from './sandboxWallets';
import { WalletTestProviders } from './testing';
import { WalletButton } from './WalletButton';

function renderButton() {
  const burner = new SandboxBurnerWalletAdapter(localStorage);
  render(
    <WalletTestProviders wallets={[burner]}>
      <div id="root">
        <WalletButton />
        <Notifications />
      </div>
    </WalletTestProviders>,
  );
  return burner;
}

describe('connect dialog and wallet button', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('opens a dialog named "Connect a wallet" with a labelled close button', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape, returns focus to the opener, and makes the page behind it inert', async () => {
    const user = userEvent.setup();
    renderButton();
    const opener = screen.getByRole('button', { name: 'Connect wallet' });
    await user.click(opener);
    await waitFor(() => expect(document.getElementById('root')!.inert).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.getElementById('root')!.inert).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await user.tab();
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    }
    await user.tab({ shift: true });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('lists the sandbox burner with its warning, connects it, and shows the short address', async () => {
    const user = userEvent.setup();
    const burner = renderButton();
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    const option = await screen.findByRole('button', { name: /Sandbox burner wallet/ });
    expect(option.textContent).toContain('Test funds only, key kept in this browser');
    await user.click(option);
    const menuButton = await screen.findByRole('button', { name: /Connected wallet/ });
    const address = burner.publicKey!.toBase58();
    expect(menuButton.textContent).toContain(`${address.slice(0, 4)}…${address.slice(-4)}`);
    expect(menuButton.getAttribute('title')).toBe(address);
  });

  it('wallet menu: copy address and disconnect', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    const burner = renderButton();
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    await user.click(screen.getByRole('button', { name: /Sandbox burner wallet/ }));
    const menuButton = await screen.findByRole('button', { name: /Connected wallet/ });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(menuButton);
    await waitFor(() => expect(menuButton.getAttribute('aria-expanded')).toBe('true'));
    const menu = screen.getByRole('menu', { name: 'Wallet' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Copy address', 'Change wallet', 'Disconnect']);
    await user.click(screen.getByRole('menuitem', { name: 'Copy address' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(burner.publicKey!.toBase58()));
    await screen.findByText('Address copied');

    await user.click(menuButton);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(menuButton);

    await user.click(menuButton);
    await user.click(screen.getByRole('menuitem', { name: 'Change wallet' }));
    screen.getByRole('dialog', { name: 'Connect a wallet' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(menuButton));

    await user.click(menuButton);
    await user.click(screen.getByRole('menuitem', { name: 'Disconnect' }));
    await screen.findByRole('button', { name: 'Connect wallet' });
    expect(burner.connected).toBe(false);
  });

  it('lists the demo wallet beside the burner; it connects with the demo key and again after a reload', async () => {
    const user = userEvent.setup();
    const demoAddress = sandboxDemoKeypair().publicKey.toBase58();
    const short = `${demoAddress.slice(0, 4)}…${demoAddress.slice(-4)}`;
    const renderSandboxWallets = () =>
      render(
        <WalletTestProviders wallets={sandboxWalletAdapters(true, localStorage)}>
          <WalletButton />
        </WalletTestProviders>,
      );
    const first = renderSandboxWallets();
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    const list = await screen.findByRole('list', { name: 'Available wallets' });
    expect(within(list).getByRole('button', { name: /Sandbox burner wallet/ })).toBeTruthy();
    const demo = within(list).getByRole('button', { name: /Sandbox demo wallet/ });
    expect(demo.textContent).toContain('Six months of history');
    await user.click(demo);
    const connected = await screen.findByRole('button', { name: /Connected wallet/ });
    expect(connected.getAttribute('title')).toBe(demoAddress);
    expect(connected.textContent).toContain('Sandbox demo wallet');

    // A reload: new adapters, the same stored choice; it connects by itself, with the same key.
    first.unmount();
    renderSandboxWallets();
    const again = await screen.findByRole('button', { name: new RegExp(`${short}$`) });
    expect(again.getAttribute('title')).toBe(demoAddress);

    // The burner is still a wallet of its own, with a key of its own.
    await user.click(again);
    await user.click(screen.getByRole('menuitem', { name: 'Change wallet' }));
    await user.click(await screen.findByRole('button', { name: /Sandbox burner wallet/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Connected wallet/ }).textContent).toContain(
        'Sandbox burner wallet',
      ),
    );
    expect(screen.getByRole('button', { name: /Connected wallet/ }).getAttribute('title')).not.toBe(
      demoAddress,
    );
  });

  it('while the RPC is being checked, lists no sandbox wallet and says it is checking', async () => {
    const user = userEvent.setup();
    render(
      <WalletTestProviders
        wallets={sandboxWalletAdapters(false, localStorage)}
        sandboxWallets={{ status: 'checking' }}
      >
        <WalletButton />
      </WalletTestProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' });
    expect(within(dialog).getByRole('status').textContent).toMatch(
      /Checking that the RPC is the sandbox on this computer before offering the Sandbox burner and demo wallets/,
    );
    expect(within(dialog).queryByRole('button', { name: /Sandbox/ })).toBeNull();
  });
  it('the sandbox wallets arrive below the others, where the checking note stood: no wallet moves', async () => {
    const user = userEvent.setup();
    const trezor = new StandInWalletAdapter('Trezor' as WalletName, WalletReadyState.Loadable);
    const view = (offered: boolean) => (
      <WalletTestProviders
        wallets={[trezor, ...sandboxWalletAdapters(offered, localStorage)]}
        sandboxWallets={{ status: offered ? 'offered' : 'checking' }}
      >
        <WalletButton />
      </WalletTestProviders>
    );
    const { rerender } = render(view(false));
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' });
    const list = within(dialog).getByRole('list', { name: 'Available wallets' });
    const note = within(dialog).getByRole('status');
    // The note follows the list: when it goes, nothing above a wallet changes.
    expect(list.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const names = () =>
      within(list)
        .getAllByRole('button')
        .map((b) => b.querySelector('.wallet-option-name')?.textContent);
    expect(names()).toEqual(['Trezor']);

    rerender(view(true));
    // "Trezor" sorts after "Sandbox …" by name, yet stays first: the sandbox's wallets come last.
    await waitFor(() =>
      expect(names()).toEqual(['Trezor', 'Sandbox burner wallet', 'Sandbox demo wallet']),
    );
    expect(within(dialog).queryByRole('status')).toBeNull();
  });
});
