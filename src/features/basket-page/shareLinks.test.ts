import { describe, expect, it } from 'vitest';
import { shareLinks } from './shareLinks';

describe('shareLinks', () => {
  it('names the share page, the Action, its solana-action: form and dial.to’s', () => {
    expect(shareLinks('https://basketry.example/', 'Bask3t')).toEqual({
      sharePage: 'https://basketry.example/share/baskets/Bask3t',
      action: 'https://basketry.example/api/actions/deposit/Bask3t',
      blink: 'solana-action:https://basketry.example/api/actions/deposit/Bask3t',
      dialTo:
        'https://dial.to/?action=solana-action%3Ahttps%3A%2F%2Fbasketry.example%2Fapi%2Factions%2Fdeposit%2FBask3t',
    });
  });
});
