import type { PublicKey } from '@solana/web3.js';
import { useId } from 'react';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { formatBaseUnits, formatTokenAmount } from '../../solana/amounts';
import { useSolBalance, useTokenBalances } from '../../solana/queries';
import { WSOL_MINT } from '../../solana/tokens';
import { useTokenInfos, useUsdPrices } from '../../tokens/queries';
import { withSymbolHint, type TokenWords } from '../../tokens/tokenWords';
import { TokenWordsView } from '../../tokens/TokenWordsView';
import { useTokenWords } from '../../tokens/useTokenWords';
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

interface TokenRow {
  mint: string;
  amount: bigint;
  decimals: number;
  words: TokenWords;
  name?: string;
}

/** A token's cell: its logo (none for a look-alike: it may wear the real one's), name and mint. */
function TokenCell({ row, logo }: { row: TokenRow; logo: string | undefined }) {
  const { words, name } = row;
  return (
    <th scope="row">
      <span className="balances-token">
        <TokenLogo logo={words.imitates ? undefined : logo} symbol={words.symbol} size="sm" />
        <span>
          <TokenWordsView words={words} />
          {name ? <span className="ui-subline"> {name}</span> : null}
        </span>
      </span>
    </th>
  );
}

/**
 * SOL, each sandbox test token, and every other token the owner holds, read from the chain, named
 * by the one rule (docs/token-names.md: a token off the verified set shows its mint, a look-alike
 * says so), with their value in USD when Jupiter prices them.
 */
export function BalancesTable({ owner }: { owner: PublicKey }) {
  const sol = useSolBalance(owner);
  const tokens = useTokenBalances(owner);
  const list = useSandboxTokens();
  const listed = (list.data ?? []).map((t) => t.mint);
  // Anything else held (basket tokens, an airdrop): a balance table shows what the wallet holds.
  const others = [...(tokens.data?.values() ?? [])].filter(
    (held) => held.amount > 0n && !listed.includes(held.mint),
  );
  const mints = [...listed, ...others.map((held) => held.mint)];
  const infos = useTokenInfos(mints);
  const wordsOf = useTokenWords(mints);
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
  const rows: TokenRow[] = [
    ...list.data.map((token) => {
      const held = tokens.data.get(token.mint);
      const info = infos.get(token.mint);
      return {
        mint: token.mint,
        amount: held?.amount ?? 0n,
        decimals: held?.decimals ?? info?.decimals ?? token.decimals,
        words: withSymbolHint(wordsOf(token.mint), token.symbol),
        name: info?.name ?? token.name,
      };
    }),
    ...others
      .map((held) => ({ ...held, words: wordsOf(held.mint), name: infos.get(held.mint)?.name }))
      .sort((a, b) => a.words.label.localeCompare(b.words.label)),
  ];
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
          {rows.map((row) => (
            <tr key={row.mint}>
              <TokenCell row={row} logo={infos.get(row.mint)?.logo} />
              <td className="numeric">{formatTokenAmount(row.amount, row.decimals)}</td>
              {showValues ? (
                <td className="numeric">{value(row.mint, row.amount, row.decimals)}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
