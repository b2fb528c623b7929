import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { publicKeySchema } from '../../api/schemas';
import { AddressInput } from '../../ui/AddressInput';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';

const schema = z.object({ account: publicKeySchema });

/** For a withdraw account this browser did not save: paste its address to open its claim. */
export function ClaimByAddressForm({ onOpen }: { onOpen: (account: string) => void }) {
  const { control, handleSubmit } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({ resolver: zodResolver(schema), defaultValues: { account: '' }, mode: 'onTouched' });
  return (
    <form
      className="op-form"
      aria-label="Claim by withdraw account"
      noValidate
      onSubmit={handleSubmit((values) => onOpen(values.account))}
    >
      <FormField control={control} name="account">
        {(field) => (
          <AddressInput
            label="Withdraw account"
            help="The account your withdraw transaction created (shown after the withdrawal and in its transaction)."
            required
            {...field}
          />
        )}
      </FormField>
      <div className="op-form__actions">
        <Button type="submit">Open claim</Button>
      </div>
    </form>
  );
}
