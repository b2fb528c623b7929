import { chromium, type Browser } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS } from '../../e2e/support/chromium-flags';
import { onCleanup } from './cleanup';

/**
 * scripts/bench.mjs sets CHROMIUM_PATH from scripts/ensure-chromium.sh, as the e2e run does; so does
 * the unit tests' global set-up (chromium.globalSetup.ts).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface DebuggableChromium {
  port: number;
  close(): Promise<void>;
}

/** Starts headless Chromium with a DevTools port (for Lighthouse) and a throwaway profile. */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'basketry-bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    await rm(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let stderr = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium did not start:\n${stderr}`)),
        30_000,
      );
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${stderr}`)));
      child.stderr.on('data', (data: Buffer) => {
        stderr += data.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
    });
    child.stderr.resume();
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Headless Chromium (Playwright) for `work`, closed afterwards, also when interrupted. */
export async function withBrowser<T>(
  part: string,
  work: (browser: Browser) => Promise<T>,
): Promise<T> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  const stop = onCleanup(`Chromium (${part})`, () => browser.close());
  try {
    return await work(browser);
  } finally {
    await stop();
  }
}
