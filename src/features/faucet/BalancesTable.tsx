import type { PublicKey } from '@solana/web3.js';
import { useId } from 'react';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { formatBaseUnits, formatTokenAmount } from '../../solana/amounts';
import { useSolBalance, useTokenBalances } from '../../solana/queries';
import { WSOL_MINT } from '../../solana/tokens';
import { useTokenInfos, useUsdPrices } from '../../tokens/queries';
import { TableFrame } from '../../ui/TableFrame';
import { TokenLogo } from '../../ui/TokenLogo';
import { formatUsd } from '../../ui/format';
import '../../ui/Table.css';
import { useSandboxTokens } from './useSandboxTokens';

const SOL_DECIMALS = 9;

/** Whole tokens as a number, for a value in USD (display precision is enough). */
function wholeTokens(amount: bigint, decimals: number): number {
  return Number(formatBaseUnits(amount, decimals));
}

/**
 * SOL and each sandbox test token held by the owner, read from the chain, named as Jupiter and the
 * chain name them, with their value in USD when Jupiter prices them.
 */
export function BalancesTable({ owner }: { owner: PublicKey }) {
  const sol = useSolBalance(owner);
  const tokens = useTokenBalances(owner);
  const list = useSandboxTokens();
  const mints = (list.data ?? []).map((t) => t.mint);
  const infos = useTokenInfos(mints);
  const prices = useUsdPrices([WSOL_MINT, ...mints]);
  const captionId = useId();
  const showValues = prices.size > 0;
  const value = (mint: string, amount: bigint, decimals: number) => {
    const price = prices.get(mint);
    return price === undefined ? '—' : formatUsd(wholeTokens(amount, decimals) * price);
  };

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
  // A phone's width is less than the table's: it scrolls in its own frame, not the page.
  return (
    <TableFrame labelledBy={captionId}>
      <table className="balances">
        <caption id={captionId}>Your balances on the sandbox</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col" className="numeric">
              Balance
            </th>
            {showValues ? (
              <th scope="col" className="numeric">
                Value (USD)
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          <tr>
            {/* Native SOL, shown as the tokens are: wrapped SOL's logo, its name under it. */}
            <th scope="row">
              <span className="balances-token">
                <TokenLogo logo={infos.get(WSOL_MINT)?.logo} symbol="SOL" size="sm" />
                <span>
                  SOL <span className="ui-subline">Solana</span>
                </span>
              </span>
            </th>
            <td className="numeric">{formatTokenAmount(sol.data, SOL_DECIMALS)}</td>
            {showValues ? (
              <td className="numeric">{value(WSOL_MINT, sol.data, SOL_DECIMALS)}</td>
            ) : null}
          </tr>
          {list.data.map((token) => {
            const held = tokens.data.get(token.mint);
            const info = infos.get(token.mint);
            const amount = held?.amount ?? 0n;
            const decimals = held?.decimals ?? info?.decimals ?? token.decimals;
            return (
              <tr key={token.mint}>
                <th scope="row" title={token.mint}>
                  <span className="balances-token">
                    <TokenLogo logo={info?.logo} symbol={info?.symbol ?? token.symbol} size="sm" />
                    <span>
                      {info?.symbol ?? token.symbol}{' '}
                      <span className="ui-subline">{info?.name ?? token.name}</span>
                    </span>
                  </span>
                </th>
                <td className="numeric">{formatTokenAmount(amount, decimals)}</td>
                {showValues ? (
                  <td className="numeric">{value(token.mint, amount, decimals)}</td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
