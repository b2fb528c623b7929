// Test helpers for the stores kept in localStorage.

/** A Storage held in memory, one per test. */
export class MemoryStorage implements Storage {
  #data = new Map<string, string>();
  get length() {
    return this.#data.size;
  }
  clear() {
    this.#data.clear();
  }
  getItem(key: string) {
    return this.#data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#data.delete(key);
  }
  setItem(key: string, value: string) {
    this.#data.set(key, value);
  }
}

/** Two wallets and the first one's list on a sandbox network. */
export const WALLET_A = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
export const WALLET_B = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const SANDBOX_A = { network: 'sandbox:http://127.0.0.1:8899', wallet: WALLET_A };
