import { useState } from 'react';
import { publicKeySchema } from '../../api/schemas';
import { AddressInput } from '../../ui/AddressInput';
import { Button } from '../../ui/Button';

/**
 * Keeps a basket in My baskets by address: one the wallet neither created nor holds tokens of
 * (so the chain does not list it as the wallet's) stays on the list.
 */
export function AddBasketForm({ onAdd }: { onAdd: (address: string) => void }) {
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form
      className="add-basket"
      aria-label="Add a basket to this list"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = publicKeySchema.safeParse(address);
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        onAdd(parsed.data);
        setAddress('');
      }}
    >
      {/* An address only: the wallet's own baskets are on the list already. */}
      <AddressInput
        label="Basket to add"
        help="The basket’s address (its state account, not its token mint)."
        placeholder="Basket address (base58)"
        value={address}
        onChange={(next) => {
          setAddress(next);
          setError(undefined);
        }}
        error={error}
      />
      <div>
        <Button type="submit">Add to your portfolio</Button>
      </div>
    </form>
  );
}
