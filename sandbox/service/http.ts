// Plumbing for node:http: reading a bounded JSON body, CORS, and writing JSON responses.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiFailure } from '../model/errors';

export const MAX_BODY_BYTES = 64 * 1024;

/** Origins of a browser app running on this machine (any port). */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: readonly string[],
): void {
  const origin = req.headers.origin;
  if (origin && (LOCAL_ORIGIN.test(origin) || allowedOrigins.includes(origin))) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    // X-Api-Key: the app sends a Jupiter key there when the user set one.
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-Api-Key');
    res.setHeader('Access-Control-Max-Age', '600');
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/** Sends the failure; for an oversize body the connection is closed instead of read to the end. */
export function sendFailure(res: ServerResponse, failure: ApiFailure, req?: IncomingMessage): void {
  if (failure.status === 413 && req) {
    res.setHeader('Connection', 'close');
    res.on('finish', () => req.socket.destroySoon());
  }
  sendJson(res, failure.status, failure.body());
}

function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  const type = value.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

/**
 * Reads the request body as JSON. Refuses a wrong content type (415), a body over the limit (413,
 * reading stops at the limit) and text that is not JSON (400).
 */
export function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  if (!isJsonContentType(req.headers['content-type'])) {
    req.resume();
    return Promise.reject(
      new ApiFailure(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the request body as JSON with the header Content-Type: application/json',
      ),
    );
  }
  const tooLarge = () =>
    new ApiFailure(413, 'BODY_TOO_LARGE', `The request body is larger than ${limit / 1024} KiB`);
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge());

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        req.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', (e) => {
      if (!done) {
        done = true;
        reject(e);
      }
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') {
        reject(
          new ApiFailure(400, 'INVALID_JSON', 'The request body is empty; send a JSON object'),
        );
        return;
      }
      try {
        resolve(JSON.parse(text));
      } catch (e) {
        const detail = e instanceof Error ? `: ${e.message}` : '';
        reject(new ApiFailure(400, 'INVALID_JSON', `The request body is not valid JSON${detail}`));
      }
    });
  });
}
