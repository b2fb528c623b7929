import { useParams } from 'react-router';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { ClaimAccount } from './ClaimAccount';
import { ClaimInbox } from './ClaimInbox';
import '../baskets/operationPage.css';
import './claim.css';

/** /claim: the inbox of pending claims; /claim/:account: one withdraw account and its claim. */
export default function ClaimPage() {
  const { account } = useParams();
  useDocumentTitle(account ? 'Claim a withdrawal' : 'Claim');
  return account ? <ClaimAccount account={account} /> : <ClaimInbox />;
}
