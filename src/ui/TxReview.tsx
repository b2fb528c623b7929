import type { TxInspection } from '../solana/inspect';
import { formatTokenAmount } from '../solana/amounts';
import { Card } from './Card';
import { ExplorerLink } from './ExplorerLink';
import { Notice } from './Notice';
import { shortenAddress } from './format';
import { TxSimulationView, type TxSimulation } from './TxSimulationView';
import './TxReview.css';

export type { BalanceChange, TxSimulation } from './TxSimulationView';

export interface TxReviewItem {
  /** What this transaction does, e.g. "Create basket". */
  label: string;
  inspection: TxInspection;
  simulation?: TxSimulation;
  /** Network fee in lamports, when known (getFeeForMessage). */
  feeLamports?: bigint | number;
  /** Rent the created accounts lock up, in lamports, when known. */
  rentLamports?: bigint | number;
}

export interface TxReviewProps {
  transactions: readonly TxReviewItem[];
  /** The connected wallet: marked "you" wherever it appears. */
  walletAddress?: string;
  /** Makes addresses links to a block explorer (e.g. explorerAddressUrl with the settings). */
  addressHref?: (address: string) => string;
  explorerName?: string;
}

const LAMPORTS_DECIMALS = 9;

function sol(lamports: bigint): string {
  return `${formatTokenAmount(lamports, LAMPORTS_DECIMALS, 'exact')} SOL`;
}

function toLamports(n: bigint | number | undefined): bigint | undefined {
  if (n === undefined) return undefined;
  return typeof n === 'bigint' ? n : BigInt(Math.round(n));
}

function costOf(item: TxReviewItem): { fee?: bigint; rent?: bigint; total?: bigint } {
  const fee = toLamports(item.feeLamports);
  const rent = toLamports(item.rentLamports);
  if (fee === undefined && rent === undefined) return {};
  return { fee, rent, total: (fee ?? 0n) + (rent ?? 0n) };
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

interface AddressViewProps {
  address: string;
  walletAddress?: string;
  addressHref?: (address: string) => string;
  explorerName?: string;
}

/** An address, marked "You" when it is the connected wallet; a link when an explorer is given. */
function AddressView({ address, walletAddress, addressHref, explorerName }: AddressViewProps) {
  const you = walletAddress !== undefined && address === walletAddress;
  return (
    <span className="ui-tx-review__address">
      {you ? <strong>You </strong> : null}
      {addressHref ? (
        <ExplorerLink address={address} resolve={addressHref} explorerName={explorerName}>
          {shortenAddress(address)}
        </ExplorerLink>
      ) : (
        <span className="ui-mono" title={address}>
          {you ? `(${shortenAddress(address)})` : address}
        </span>
      )}
    </span>
  );
}

/** What each transaction will do, in words, before the wallet is asked to sign. */
export function TxReview({
  transactions,
  walletAddress,
  addressHref,
  explorerName,
}: TxReviewProps) {
  const costs = transactions.map(costOf);
  const allCostsKnown = costs.every((c) => c.total !== undefined);
  const grandTotal = costs.reduce((sum, c) => sum + (c.total ?? 0n), 0n);
  const showAddress = (value: string) => (
    <AddressView
      address={value}
      walletAddress={walletAddress}
      addressHref={addressHref}
      explorerName={explorerName}
    />
  );

  return (
    <div className="ui-tx-review">
      {transactions.length > 1 ? (
        <p className="ui-tx-review__intro">
          {transactions.length} transactions, signed and sent one after another; each is confirmed
          before the next is sent.
          {allCostsKnown && grandTotal > 0n ? ` Estimated cost in all: ${sol(grandTotal)}.` : ''}
        </p>
      ) : null}
      <ol className="ui-tx-review__list">
        {transactions.map((item, i) => {
          const { inspection } = item;
          const cost = costs[i] ?? {};
          const title = transactions.length > 1 ? `${i + 1}. ${item.label}` : item.label;
          const payerIsYou = walletAddress !== undefined && inspection.feePayer === walletAddress;
          const othersMissing = inspection.signers.filter(
            (s) => !s.signed && s.address !== walletAddress,
          );
          return (
            <li key={i}>
              <Card title={title} headingLevel={3} className="ui-tx-review__tx">
                <dl className="ui-tx-review__facts">
                  <dt>Fee payer</dt>
                  <dd>{showAddress(inspection.feePayer)}</dd>

                  <dt>Signatures</dt>
                  <dd>
                    <ul className="ui-tx-review__plain-list">
                      {inspection.signers.map((signer) => (
                        <li key={signer.address}>
                          {showAddress(signer.address)}
                          {' — '}
                          {signer.signed
                            ? 'already signed'
                            : signer.address === walletAddress
                              ? 'needs your signature'
                              : 'still needs to sign'}
                        </li>
                      ))}
                    </ul>
                  </dd>

                  <dt>Programs</dt>
                  <dd>
                    <ul className="ui-tx-review__plain-list">
                      {inspection.programs.map((program) => (
                        <li key={program.id}>
                          {program.name}{' '}
                          <span className="ui-tx-review__muted ui-mono" title={program.id}>
                            ({shortenAddress(program.id)})
                          </span>
                        </li>
                      ))}
                    </ul>
                  </dd>

                  <dt>New accounts</dt>
                  <dd>
                    {inspection.createdAccounts.length === 0 ? (
                      'None'
                    ) : (
                      <ul className="ui-tx-review__plain-list">
                        {inspection.createdAccounts.map((address) => (
                          <li key={address}>{showAddress(address)}</li>
                        ))}
                      </ul>
                    )}
                  </dd>

                  {cost.total !== undefined ? (
                    <>
                      <dt>Estimated cost</dt>
                      <dd>
                        {sol(cost.total)}
                        <span className="ui-tx-review__muted">
                          {' ('}
                          {[
                            cost.fee !== undefined ? `network fee ${sol(cost.fee)}` : null,
                            cost.rent !== undefined
                              ? `rent ${sol(cost.rent)} for ${plural(inspection.createdAccounts.length, 'new account')}`
                              : null,
                          ]
                            .filter(Boolean)
                            .join(' + ')}
                          )
                        </span>
                      </dd>
                    </>
                  ) : null}
                </dl>

                {othersMissing.length > 0 ? (
                  <Notice tone="warn" title="Other signatures are missing">
                    <p>
                      This transaction also needs a signature from{' '}
                      {othersMissing.map((s) => shortenAddress(s.address)).join(', ')}, which your
                      wallet can't provide. It will be refused unless they sign too.
                    </p>
                  </Notice>
                ) : null}
                {walletAddress !== undefined && !payerIsYou ? (
                  <Notice tone="warn" title="Someone else pays the fee">
                    <p>
                      The fee payer is {shortenAddress(inspection.feePayer)}, not your connected
                      wallet.
                    </p>
                  </Notice>
                ) : null}
                {inspection.unresolvedLookupAccounts > 0 ? (
                  <Notice tone="info" title="Some accounts could not be read">
                    <p>
                      {plural(inspection.unresolvedLookupAccounts, 'account')} come from lookup
                      tables that could not be loaded; they are shown as unresolved.
                    </p>
                  </Notice>
                ) : null}

                {item.simulation ? (
                  <TxSimulationView label={item.label} simulation={item.simulation} />
                ) : null}

                <details className="ui-tx-review__details">
                  <summary>Instructions ({inspection.instructions.length})</summary>
                  <ol className="ui-tx-review__instructions">
                    {inspection.instructions.map((ix, n) => (
                      <li key={n}>
                        <strong>{ix.programName}</strong>
                        {ix.name ? `: ${ix.name}` : ''}
                        {ix.memo !== undefined ? (
                          <p className="ui-tx-review__memo">Memo: “{ix.memo}”</p>
                        ) : null}
                        {ix.details ? (
                          <dl className="ui-tx-review__ix-details">
                            {Object.entries(ix.details).map(([key, value]) => (
                              <div key={key}>
                                <dt>{key}</dt>
                                <dd className="ui-mono">{value}</dd>
                              </div>
                            ))}
                          </dl>
                        ) : null}
                      </li>
                    ))}
                  </ol>
                  <p className="ui-tx-review__muted">
                    {inspection.version === 'legacy' ? 'Legacy' : 'Version 0'} transaction, recent
                    blockhash <span className="ui-mono">{inspection.recentBlockhash}</span>
                  </p>
                </details>
              </Card>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
