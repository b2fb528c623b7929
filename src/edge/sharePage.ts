// A basket's share page (docs/edge.md, "Share links"): what a link preview reads. Crawlers do not
// run the app's script, so the basket page's own address cannot carry its card; this page, served
// by the edge handler, has the og: and twitter: tags pointing at the card, and sends a person on to
// the basket's page in the app.
import { CARD_HEIGHT, CARD_WIDTH, valueLine } from './shareCard';
import type { BasketFacts } from './basketFacts';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export const sharePagePath = (basket: string) => `/share/baskets/${basket}`;
export const shareCardPath = (basket: string) => `${sharePagePath(basket)}/card.png`;

export function sharePageHtml(facts: BasketFacts, handlerOrigin: string, appUrl: string): string {
  const title = facts.symbol ? `${facts.name} (${facts.symbol})` : facts.name;
  const composition = facts.composition.map((p) => `${p.symbol} ${Number(p.percent.toFixed(1))}%`);
  const description = `${valueLine(facts)}. Holds ${composition.join(', ') || 'no tokens yet'}. Deposit USDC on Basketry.`;
  const share = `${handlerOrigin}${sharePagePath(facts.address)}`;
  const card = `${handlerOrigin}${shareCardPath(facts.address)}`;
  const page = `${appUrl}/baskets/${facts.address}`;
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)} — Basketry</title>`,
    meta('name', 'description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Basketry'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', share),
    meta('property', 'og:image', card),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(CARD_WIDTH)),
    meta('property', 'og:image:height', String(CARD_HEIGHT)),
    meta('property', 'og:image:alt', `${title}: ${description}`),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', card),
    `<link rel="canonical" href="${escapeHtml(share)}">`,
    `<meta http-equiv="refresh" content="0; url=${escapeHtml(page)}">`,
    '</head><body>',
    `<p><a href="${escapeHtml(page)}">Open ${escapeHtml(title)} on Basketry</a></p>`,
    '</body></html>',
  ].join('\n');
}
