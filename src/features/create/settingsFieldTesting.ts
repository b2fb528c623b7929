// Tests of the settings fields create and edit share (BasketSettingsFields), run by each form's
// test file; imported by *.test.tsx only.
import { screen } from '@testing-library/react';
import { it, type Mock } from 'vitest';
import {
  BAD_WHOLE_NUMBER_TEXT,
  expectBadTextKept,
  type TestUser,
} from '../../ui/numberFieldTesting';

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
      await expectBadTextKept(
        user,
        screen.getByRole('textbox', { name: label }),
        BAD_WHOLE_NUMBER_TEXT,
        {
          review: () => screen.getByRole('button', { name: 'Review' }),
          onSubmit,
          atOnce: true,
        },
      );
    },
  );
}
