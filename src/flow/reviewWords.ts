// The review's sentences: what will happen, in words, before anything is signed.
import { formatBaseUnits } from '../solana/amounts';
import type { Flow } from './types';

const count = (n: number) => (n === 1 ? 'one transaction' : `${n} transactions`);

/** "You’ll sign 3 transactions with your wallet, one at a time: …". */
export function reviewSentence(flow: Flow): string {
  const txs = flow.steps.filter((s) => s.kind === 'tx');
  const wait = flow.steps.find((s) => s.kind === 'wait');
  const labels = txs.map((s, i) => (txs.length > 1 ? `${i + 1}. ${s.label}` : s.label));
  let text =
    txs.length > 1
      ? `You’ll sign ${count(txs.length)} with your wallet, one at a time; each is confirmed on chain before the next is sent: ${labels.join('; ')}.`
      : `You’ll sign ${count(1)} with your wallet: ${labels[0] ?? ''}.`;
  if (wait) {
    text += ` Then “${wait.label}” happens by itself: the service does it, usually within 3 minutes.`;
  }
  return text;
}

/** "0.00203928 SOL". */
export function formatSol(lamports: bigint): string {
  return `${formatBaseUnits(lamports, 9)} SOL`;
}
