import * as z from 'zod/mini';
import {
  nameSchema,
  publicKeySchema,
  symbolSchema,
  uriSchema,
  type SetMetadataRequest,
} from '../../api/schemas';

/** The set-metadata request without the creator (the connected wallet). */
export const metadataFormSchema = z.object({
  basket: publicKeySchema,
  symbol: symbolSchema,
  name: nameSchema,
  uri: uriSchema,
});
/** The form as typed. */
export interface MetadataFormValues {
  basket: string;
  symbol: string;
  name: string;
  uri: string;
}
export type MetadataFormOutput = z.output<typeof metadataFormSchema>;

export function toSetMetadataRequest(
  values: MetadataFormOutput,
  creator: string,
): SetMetadataRequest {
  return { ...values, creator };
}
