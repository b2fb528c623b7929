// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../settings/defaults';
import type { Settings } from '../../settings';
import { SettingsForm } from './SettingsForm';

const defaults = defaultSettings({});

function renderForm(settings: Settings = defaults) {
  const onSave = vi.fn();
  render(<SettingsForm settings={settings} defaults={defaults} onSave={onSave} />);
  return { onSave, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;

/** Waits until the form marks the field invalid (it checks after the event that asked). */
const refusedAt = (input: HTMLElement) =>
  waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));

/** Waits until a field shows `value` (the form fills some in after the event that asked). */
const showing = (name: string, value: string) =>
  waitFor(() => expect(field(name).value).toBe(value));

describe('settings form', () => {
  afterEach(cleanup);

  it('labels every field', () => {
    renderForm();
    for (const label of ['Network', 'RPC URL', 'WebSocket URL', 'Basket API URL', 'Explorer']) {
      expect(screen.getByLabelText(label, { exact: false })).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: /Host platform address/ })).toBeTruthy();
    expect(field('RPC URL').value).toBe('http://127.0.0.1:8899');
  });

  it('refuses a URL that is not http(s) at the RPC field and does not save', async () => {
    const { onSave, user } = renderForm();
    await user.clear(field('RPC URL'));
    await user.type(field('RPC URL'), 'ftp://example.com');
    await user.tab();
    await refusedAt(field('RPC URL'));
    expect(screen.getByText(/Enter a full http:\/\/ or https:\/\/ URL/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    // The refusal puts the focus back on the field.
    await waitFor(() => expect(document.activeElement).toBe(field('RPC URL')));
    expect(onSave).not.toHaveBeenCalled();
    // The user's text stays for them to fix.
    expect(field('RPC URL').value).toBe('ftp://example.com');
  });

  it('refuses a WebSocket URL that is not ws(s) and an API URL that is not http(s)', async () => {
    const { onSave, user } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: /Follow the RPC address/ }));
    await user.clear(field('WebSocket URL'));
    await user.type(field('WebSocket URL'), 'http://127.0.0.1:8900');
    await user.clear(field('Basket API URL'));
    await user.type(field('Basket API URL'), 'localhost');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Enter a full ws:\/\/ or wss:\/\/ URL/)).toBeTruthy();
    await refusedAt(field('Basket API URL'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sets Jupiter per network, clears the key with the network, and turns it off when emptied', async () => {
    const { onSave, user } = renderForm({ ...defaults, jupiterApiKey: 'my-key' });
    expect(field('Jupiter API URL').value).toBe('http://127.0.0.1:8787');
    expect(field('Jupiter API key').value).toBe('my-key');
    await user.selectOptions(field('Network'), 'mainnet');
    await showing('Jupiter API URL', 'https://api.jup.ag');
    await showing('Jupiter API key', '');
    await user.selectOptions(field('Network'), 'devnet');
    await showing('Jupiter API URL', '');

    await user.type(field('Jupiter API URL'), 'jup.example');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await refusedAt(field('Jupiter API URL'));
    expect(screen.getByText(/or leave it empty to turn it off/)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(field('Jupiter API URL'));
    await user.type(field('Jupiter API key'), 'bad key!');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await refusedAt(field('Jupiter API key'));
    await user.clear(field('Jupiter API key'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ cluster: 'devnet', jupiterApiBase: '', jupiterApiKey: '' }),
    );
  });

  it('refuses an invalid host platform address at the field', async () => {
    const { onSave, user } = renderForm();
    const input = screen.getByRole('textbox', { name: /Host platform address/ });
    await user.clear(input);
    await user.type(input, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await refusedAt(input);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('derives the WebSocket URL from the RPC URL while the box is ticked', async () => {
    const { onSave, user } = renderForm();
    expect(field('WebSocket URL').readOnly).toBe(true);
    await user.clear(field('RPC URL'));
    await user.type(field('RPC URL'), 'https://rpc.example.com:8443');
    await showing('WebSocket URL', 'wss://rpc.example.com:8444');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      ...defaults,
      rpcUrl: 'https://rpc.example.com:8443',
      wsUrl: 'wss://rpc.example.com:8444',
    });
  });

  it('keeps an edited WebSocket URL when the box is unticked', async () => {
    const { onSave, user } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: /Follow the RPC address/ }));
    await user.clear(field('WebSocket URL'));
    await user.type(field('WebSocket URL'), 'wss://ws.example.com');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ wsUrl: 'wss://ws.example.com' });
  });

  it('fills in the preset addresses when the network changes', async () => {
    const { onSave, user } = renderForm();
    await user.selectOptions(field('Network'), 'devnet');
    await showing('RPC URL', 'https://api.devnet.solana.com');
    await showing('WebSocket URL', 'wss://api.devnet.solana.com');
    await showing('Basket API URL', 'https://api.symmetry.fi');
    expect(await screen.findByText(/No public devnet Basket API is known/)).toBeTruthy();
    await user.selectOptions(field('Explorer'), 'solscan');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      ...defaults,
      cluster: 'devnet',
      rpcUrl: 'https://api.devnet.solana.com',
      wsUrl: 'wss://api.devnet.solana.com',
      apiBase: 'https://api.symmetry.fi',
      explorer: 'solscan',
      jupiterApiBase: '',
      priceHistoryApiBase: '',
    });
  });

  it('Custom keeps the addresses in the form and derives the WebSocket URL', async () => {
    const current = {
      ...defaults,
      rpcUrl: 'http://127.0.0.1:41000',
      wsUrl: 'ws://127.0.0.1:42000',
      apiBase: 'http://127.0.0.1:43000',
    };
    const { onSave, user } = renderForm(current);
    expect(screen.getByRole('checkbox', { name: /Follow the RPC address/ })).toHaveProperty(
      'checked',
      false,
    );
    await user.selectOptions(field('Network'), 'custom');
    await showing('RPC URL', 'http://127.0.0.1:41000');
    await showing('Basket API URL', 'http://127.0.0.1:43000');
    await showing('WebSocket URL', 'ws://127.0.0.1:41001');
    await user.clear(field('RPC URL'));
    await user.type(field('RPC URL'), 'http://127.0.0.1:9');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      ...current,
      cluster: 'custom',
      rpcUrl: 'http://127.0.0.1:9',
      wsUrl: 'ws://127.0.0.1:10',
    });
  });

  describe('an API key stays with the origin it was given for', () => {
    const mainnet: Settings = {
      ...defaults,
      cluster: 'mainnet',
      rpcUrl: 'https://rpc.example.com',
      wsUrl: 'wss://rpc.example.com',
      apiBase: 'https://api.symmetry.fi',
      jupiterApiBase: 'https://api.jup.ag',
      jupiterApiKey: 'jup-key',
      priceHistoryApiBase: 'https://pro-api.llama.fi/coins',
      priceHistoryApiKey: 'llama-key',
    };
    const cleared = (origin: string) =>
      new RegExp(`The key was cleared: it was given for ${origin.replace(/[./]/g, '\\$&')}`);
    const retype = async (
      user: ReturnType<typeof userEvent.setup>,
      label: string,
      text: string,
    ) => {
      await user.clear(field(label));
      if (text) await user.type(field(label), text);
    };

    it('moving the URL to another host clears the key and says so at the key field; moving it back brings it back', async () => {
      const { onSave, user } = renderForm(mainnet);
      await retype(user, 'Jupiter API URL', 'https://jup.example.com');
      await showing('Jupiter API key', '');
      const note = screen.getByText(cleared('https://api.jup.ag'));
      expect(field('Jupiter API key').getAttribute('aria-describedby')).toContain(note.id);
      // The other key is another URL's: untouched.
      expect(field('Price history API key').value).toBe('llama-key');

      // Another path on the key's own host: the key is back, the note gone.
      await retype(user, 'Jupiter API URL', 'https://api.jup.ag/v2');
      await showing('Jupiter API key', 'jup-key');
      expect(screen.queryByText(cleared('https://api.jup.ag'))).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
      expect(onSave).toHaveBeenCalledWith({ ...mainnet, jupiterApiBase: 'https://api.jup.ag/v2' });
    });

    it('a key typed for the new host is kept and saved with it; emptied, the URL takes its key too', async () => {
      const { onSave, user } = renderForm(mainnet);
      await retype(user, 'Price history URL', 'https://coins.example.com');
      await showing('Price history API key', '');
      expect(screen.getByText(cleared('https://pro-api.llama.fi'))).toBeTruthy();
      await user.type(field('Price history API key'), 'new-key');
      expect(screen.queryByText(cleared('https://pro-api.llama.fi'))).toBeNull();
      // Turning Jupiter off leaves its key nowhere to go.
      await retype(user, 'Jupiter API URL', '');
      await showing('Jupiter API key', '');
      expect(screen.getByText(cleared('https://api.jup.ag'))).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
      expect(onSave).toHaveBeenCalledWith({
        ...mainnet,
        jupiterApiBase: '',
        jupiterApiKey: '',
        priceHistoryApiBase: 'https://coins.example.com',
        priceHistoryApiKey: 'new-key',
      });
    });

    it('a network whose preset moves the URL clears the key with the same note; the key’s own network brings it back', async () => {
      const { user } = renderForm(mainnet);
      await user.selectOptions(field('Network'), 'sandbox');
      await showing('Jupiter API key', '');
      expect(screen.getByText(cleared('https://api.jup.ag'))).toBeTruthy();
      await user.selectOptions(field('Network'), 'mainnet');
      await showing('Jupiter API URL', 'https://api.jup.ag');
      await showing('Jupiter API key', 'jup-key');
      expect(screen.queryByText(cleared('https://api.jup.ag'))).toBeNull();
    });

    it('Discard changes puts back what was saved, without a note', async () => {
      const { user } = renderForm(mainnet);
      await retype(user, 'Jupiter API URL', 'https://jup.example.com');
      await showing('Jupiter API key', '');
      await user.click(screen.getByRole('button', { name: 'Discard changes' }));
      await showing('Jupiter API key', 'jup-key');
      expect(screen.queryByText(cleared('https://api.jup.ag'))).toBeNull();
    });
  });
});
