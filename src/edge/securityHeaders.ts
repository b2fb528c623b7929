// The security headers every answer of the edge handler carries (docs/edge.md, "Security headers"),
// set by the handler itself: an edge host sends a function's answer as it is (a static host's
// `_headers` file does not reach it), so the Action, the share page and the cards carry them
// wherever the handler runs.

/**
 * Nothing of the handler's runs script: its answers are JSON, PNG and a page of tags with a link.
 * The share page may show images (a crawler's preview reads the tags, not this policy); no site may
 * frame any of it. Blink clients read the Action by fetch (CORS), which a policy does not govern.
 */
export const EDGE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "img-src 'self' https: data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The same Referrer-Policy and nosniff as the app's (scripts/securityHeaders.mjs). */
export const EDGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': EDGE_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** `response` with the security headers added, under any of its own of the same name. */
export function withSecurityHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(EDGE_SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
}
