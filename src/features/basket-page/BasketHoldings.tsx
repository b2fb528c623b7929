import { useMemo } from 'react';
import { formatTokenAmount } from '../../solana/amounts';
import { Card } from '../../ui/Card';
import { CompositionChart } from '../../ui/CompositionChart';
import { formatPercent, formatUsd } from '../../ui/format';
import { Table } from '../../ui/Table';
import type { Holding } from '../baskets/chainBasket';
import { TokenWordsView } from '../../tokens/TokenWordsView';
import { useTokenWords } from '../../tokens/useTokenWords';
import { useTokenOptions } from '../baskets/useTokenOptions';

/** The composition: target against current share, and what each token slot holds. */
export function BasketHoldings({
  holdings,
  values,
  title,
}: {
  holdings: readonly Holding[];
  /** USD per holding, where priced. */
  values: readonly (number | undefined)[];
  title: string;
}) {
  const mints = useMemo(() => holdings.flatMap((h) => (h.mint ? [h.mint] : [])), [holdings]);
  const tokens = useTokenOptions(mints);
  // By the one rule (docs/token-names.md): the token list's tokens are verified, read plainly.
  const wordsOf = useTokenWords(mints);
  const nameOf = (h: Holding) =>
    h.mint ? (
      <TokenWordsView words={wordsOf(h.mint)} />
    ) : (
      `Token #${h.tokenId} (not in the token list)`
    );
  const target = holdings.flatMap((h) =>
    h.mint && h.targetPercent > 0 ? [{ token: h.mint, weight: h.targetPercent }] : [],
  );

  return (
    <Card title="Composition">
      {target.length > 0 ? (
        <CompositionChart
          composition={target}
          tokens={tokens}
          title={`${title} target composition`}
          size={140}
        />
      ) : null}
      <Table
        framed
        className="ui-table--page ui-table--named-rows basket-page__table"
        caption="Target and current weights, and what the basket holds"
        columns={['Token', 'Target', 'Current', 'Holdings', 'Value']}
      >
        {holdings.map((h, i) => (
          <tr key={`${h.tokenId}-${i}`}>
            <th scope="row">{nameOf(h)}</th>
            <td>{formatPercent(h.targetPercent)}</td>
            <td>{formatPercent(h.currentPercent)}</td>
            <td>
              {h.decimals !== null
                ? formatTokenAmount(h.amount, h.decimals)
                : `${h.amount.toString()} base units`}
            </td>
            <td>{values[i] !== undefined ? formatUsd(values[i]) : 'Unknown'}</td>
          </tr>
        ))}
      </Table>
    </Card>
  );
}
