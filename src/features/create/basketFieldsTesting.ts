// Tests of the fields create shares with edit (the settings, BasketSettingsFields) and with
// metadata (TokenMetadataFields), run by each form's test file; imported by *.test.tsx only.
import { it, type Mock } from 'vitest';
import {
  BAD_WHOLE_NUMBER_TEXT,
  expectBadTextKept,
  type TestUser,
} from '../../ui/numberFieldTesting';
import { reviewButton, textbox } from '../operation-page/formTesting';

/** The number fields of the shared settings, by their labels. */
export const SETTING_NUMBER_FIELDS: readonly RegExp[] = [
  /^Deposit fee/,
  /^Rebalance check interval/,
  /^Rebalance threshold/,
  /^Maximum slippage/,
  /^Liquidity pool offset threshold/,
];

/** A form rendered and filled in, ready for Review; `onSubmit` is what Review hands the page. */
export interface ReadyForm {
  user: TestUser;
  onSubmit: Mock;
}

/**
 * Each shared number setting, and each of `more`, keeps text it does not accept (typed or pasted),
 * says why at once, and Review sends nothing.
 */
export function itKeepsBadSettingText(
  ready: () => Promise<ReadyForm>,
  more: readonly RegExp[] = [],
): void {
  it.each([...SETTING_NUMBER_FIELDS, ...more])(
    '%s keeps text it does not accept, says why, and Review sends nothing',
    async (label) => {
      const { user, onSubmit } = await ready();
      await expectBadTextKept(user, textbox(label), BAD_WHOLE_NUMBER_TEXT, {
        review: reviewButton,
        onSubmit,
        atOnce: true,
      });
    },
  );
}

/** A field's label, text it refuses at Review, and words its message must contain. */
export type RefusedText = readonly [label: RegExp, text: string, message: string];

/** Text the token metadata fields refuse at Review, and the words that must answer it. */
export const TOKEN_METADATA_BAD_TEXT: readonly RefusedText[] = [
  [/^Symbol/, 'AB', 'Symbol must be 3–10 letters or digits'],
  [/^Symbol/, 'ABCDEFGHIJK', 'Symbol must be 3–10 letters or digits'],
  [/^Symbol/, 'DE FI', 'Symbol must be 3–10 letters or digits'],
  [/^Symbol/, 'AB-C', 'Symbol must be 3–10 letters or digits'],
  [/^Name/, 'ab', 'Name must be 3–60 characters'],
  [/^Name/, 'n'.repeat(61), 'Name must be 3–60 characters'],
  [/^Metadata URI/, `https://example.com/${'a'.repeat(290)}`, 'at most 300 characters'],
  [/^Metadata URI/, 'basket.json', 'Metadata URI must be a full address'],
  [/^Metadata URI/, 'not a uri', 'Metadata URI must be a full address'],
];
