// The review's sentences: what will happen, in words, before anything is signed.
import { formatTokenAmount } from '../solana/amounts';
import type { Flow, SendMode } from './types';

const count = (n: number) => (n === 1 ? 'one transaction' : `${n} transactions`);

/** How the next confirmed flow will be signed and sent, as FlowRoot knows the wallet. */
export interface SendingPlan {
  mode: SendMode;
  /** The connected wallet's name. */
  wallet: string;
  /** Several transactions go to the wallet in one approval. */
  oneApproval: boolean;
}

/** What will happen when the user confirms, in words: who signs, how often, who sends. */
export function reviewSentence(
  flow: Flow,
  plan: SendingPlan = { mode: 'app', wallet: 'your wallet', oneApproval: false },
): string {
  const txs = flow.steps.filter((s) => s.kind === 'tx');
  const wait = flow.steps.find((s) => s.kind === 'wait');
  const labels = txs.map((s, i) => (txs.length > 1 ? `${i + 1}. ${s.label}` : s.label));
  const sender = plan.mode === 'wallet' ? plan.wallet : 'this app';
  let text: string;
  if (txs.length <= 1) {
    text =
      plan.mode === 'wallet'
        ? `${plan.wallet} will ask you to approve ${count(1)} and send it itself: ${labels[0] ?? ''}.`
        : `You’ll sign ${count(1)} with ${plan.wallet}: ${labels[0] ?? ''}. This app then sends it and confirms it on chain.`;
  } else if (plan.oneApproval) {
    text = `${plan.wallet} will ask you once to approve all ${count(txs.length)}: ${labels.join('; ')}. ${sender === 'this app' ? 'This app then sends them' : `${plan.wallet} then sends them`} one at a time, each confirmed on chain before the next.`;
  } else {
    text = `You’ll approve ${count(txs.length)} in ${plan.wallet}, one at a time; each is confirmed on chain before the next is ${plan.mode === 'wallet' ? 'handed to the wallet' : 'signed'}: ${labels.join('; ')}.`;
  }
  if (wait) {
    text += ` Then “${wait.label}” happens by itself: the service does it, usually within 3 minutes.`;
  }
  return text;
}

/** "0.00203928 SOL". */
export function formatSol(lamports: bigint): string {
  return `${formatTokenAmount(lamports, 9, 'exact')} SOL`;
}
