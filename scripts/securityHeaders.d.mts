// Types for securityHeaders.mjs (plain JavaScript: serve-app.mjs runs with node alone).
export const REFERRER_POLICY: string;
export function contentSecurityPolicy(
  inlineScriptHashes?: readonly string[],
  options?: { frameAncestors?: boolean },
): string;
export function inlineScriptHashes(html: string): string[];
export function securityHeaders(html: string): Record<string, string>;
export function staticHostHeadersFile(html: string): string;
