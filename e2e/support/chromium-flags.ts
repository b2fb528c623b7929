/**
 * The flags Chromium runs with in the e2e tests and the bench, measured to work here
 * (docs/real-service.md, "Our stack"): without the background-networking ones it keeps dialling
 * hosts this closed network refuses, which slows pages and pollutes timings. Playwright's config
 * adds `--headless`; the bench its own mode.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
