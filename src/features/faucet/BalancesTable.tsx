import type { PublicKey } from '@solana/web3.js';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { formatBaseUnits } from '../../solana/amounts';
import { useSolBalance, useTokenBalances } from '../../solana/queries';
import { useSandboxTokens } from './useSandboxTokens';

const SOL_DECIMALS = 9;

/** "250000000.5" → "250,000,000.5": groups the whole part of an already formatted amount. */
function groupThousands(formatted: string): string {
  const [whole = '', fraction] = formatted.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

function display(amount: bigint, decimals: number): string {
  return groupThousands(formatBaseUnits(amount, decimals));
}

/** SOL and each sandbox test token held by the owner, read from the chain. */
export function BalancesTable({ owner }: { owner: PublicKey }) {
  const sol = useSolBalance(owner);
  const tokens = useTokenBalances(owner);
  const list = useSandboxTokens();

  const failed = [sol, tokens, list].find((query) => query.isError);
  if (failed) {
    return (
      <Notice
        tone="error"
        title="Could not read your balances"
        actions={
          <Button
            onClick={() => {
              void sol.refetch();
              void tokens.refetch();
              void list.refetch();
            }}
          >
            Try again
          </Button>
        }
      >
        {failed.error?.message}
      </Notice>
    );
  }
  if (sol.data === undefined || !tokens.data || !list.data) {
    return (
      <p role="status" className="muted">
        Reading balances…
      </p>
    );
  }
  return (
    <table className="balances">
      <caption>Your balances on the sandbox</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col" className="numeric">
            Balance
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">SOL</th>
          <td className="numeric">{display(sol.data, SOL_DECIMALS)}</td>
        </tr>
        {list.data.map((token) => {
          const held = tokens.data.get(token.mint);
          return (
            <tr key={token.mint}>
              <th scope="row" title={token.mint}>
                {token.symbol}
                <span className="balances-name"> {token.name}</span>
              </th>
              <td className="numeric">
                {display(held?.amount ?? 0n, held?.decimals ?? token.decimals)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
