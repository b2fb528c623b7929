import { useConnection } from '@solana/wallet-adapter-react';
import { PublicKey } from '@solana/web3.js';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import type { DepositRequest } from '../../api/schemas';
import type { Flow } from '../../flow';
import { formatBaseUnits } from '../../solana/amounts';
import { chainKeys, useTokenBalances } from '../../solana/queries';
import { USDC_MINT } from '../../solana/tokens';
import { Notice } from '../../ui/Notice';
import { useMyBaskets } from '../baskets/useMyBaskets';
import { useWalletChanges } from '../claim/useWalletChanges';
import { DEPOSIT_STEP } from './depositFlow';

/** The deposit landed (and, when watched, the basket tokens arrived): what changed, what next. */
export function DepositSuccess({ flow }: { flow: Flow }) {
  const request = flow.request as DepositRequest;
  const { connection } = useConnection();
  const queryClient = useQueryClient();
  const { save } = useMyBaskets();
  const owner = useMemo(() => new PublicKey(flow.wallet), [flow.wallet]);
  const depositStep = flow.steps.find((s) => s.key === DEPOSIT_STEP.key);
  const wait = flow.steps.find((s) => s.kind === 'wait');
  const mint = wait?.watch?.mint;

  // Balances cached before the flow are stale now.
  useEffect(() => {
    void queryClient.invalidateQueries({
      queryKey: chainKeys.tokenBalances(connection.rpcEndpoint, flow.wallet),
    });
  }, [queryClient, connection.rpcEndpoint, flow.wallet]);

  useEffect(() => {
    save({ address: request.basket, ...(mint ? { mint } : {}) });
  }, [save, request.basket, mint]);

  const balances = useTokenBalances(owner);
  const changes = useWalletChanges(depositStep?.signature, flow.wallet);
  const held = mint ? balances.data?.get(mint) : undefined;
  const received =
    held && wait?.baseline !== undefined ? held.amount - BigInt(wait.baseline) : undefined;
  const usdcSpent = changes.data?.tokens.find((t) => t.mint === USDC_MINT);
  const query = `?basket=${encodeURIComponent(request.basket)}`;

  return (
    <section className="op-success" aria-labelledby="deposit-success-title">
      <h2 id="deposit-success-title">
        {mint ? 'Deposit complete: basket tokens received' : 'Deposit sent'}
      </h2>
      <dl className="op-success__facts">
        <dt>USDC deposited</dt>
        <dd>
          {usdcSpent
            ? `${formatBaseUnits(-usdcSpent.delta, usdcSpent.decimals)} USDC`
            : changes.isError
              ? `${request.amount} USDC (requested; the transaction record could not be read)`
              : 'Reading the transaction…'}
        </dd>
        {mint ? (
          <>
            <dt>Basket tokens received</dt>
            <dd>
              {received !== undefined && held
                ? formatBaseUnits(received, held.decimals)
                : balances.isError
                  ? 'Your balance could not be read; check your wallet.'
                  : 'Reading your balance…'}
            </dd>
            <dt>Basket tokens held now</dt>
            <dd>{held ? formatBaseUnits(held.amount, held.decimals) : '…'}</dd>
          </>
        ) : null}
      </dl>
      {!mint ? (
        <Notice tone="info" title="Basket tokens follow">
          The basket’s automation buys its tokens and mints your basket tokens within 3 minutes.
          This app does not know this basket’s token, so it cannot watch for them; they appear in
          your wallet.
        </Notice>
      ) : null}
      <h3>What next</h3>
      <ul>
        <li>
          <Link to={`/withdraw${query}`}>Withdraw from this basket</Link> — redeem basket tokens for
          your share of its assets.
        </li>
        <li>
          <Link to="/baskets">My baskets</Link> — this basket is saved there with your balance.
        </li>
      </ul>
    </section>
  );
}
