import { useParams } from 'react-router';
import type { OperationPageProps } from '../../operations/descriptor';
import { ClaimAccount } from './ClaimAccount';
import { ClaimInbox } from './ClaimInbox';
import './claim.css';

/** /claim: the inbox of pending claims; /claim/:account: one withdraw account and its claim. */
export default function ClaimPage({ words }: OperationPageProps) {
  const { account } = useParams();
  return account ? <ClaimAccount account={account} words={words} /> : <ClaimInbox />;
}
