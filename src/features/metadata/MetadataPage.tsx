import { PlannedPage } from '../../app/layout/PlannedPage';

export default function MetadataPage() {
  return (
    <PlannedPage
      title="Update token metadata"
      purpose="you will change the name, symbol and metadata link of a basket token you created; wallets and explorers read them from the chain."
    />
  );
}
