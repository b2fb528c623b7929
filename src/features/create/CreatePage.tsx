import { PlannedPage } from '../../app/layout/PlannedPage';

export default function CreatePage() {
  return (
    <PlannedPage
      title="Create a basket"
      purpose="you will choose up to 15 tokens and their weights, name the basket and its token, set the creator and host platform fees, and sign the three transactions that launch it."
    />
  );
}
