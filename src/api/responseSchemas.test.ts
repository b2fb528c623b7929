// What the app accepts from the Basket service: each command's answer, its transaction fields (one
// base64 transaction each; claim's claimTokensTx may be a list), which it may leave out, and the
// words of each refusal (the app shows them in its "invalid response" error).
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type * as ResponseSchemas from './responseSchemas';
import { importBeforeTests } from './testing/importBeforeTests';

// Imported once the tests are about to run (importBeforeTests says why).
let r: typeof ResponseSchemas;
importBeforeTests(
  () => import('./responseSchemas'),
  (module) => (r = module),
);

type Command = keyof typeof ResponseSchemas.TX_FIELDS;
const COMMANDS: Command[] = [
  'create',
  'edit',
  'deposit',
  'withdraw',
  'claim',
  'mint',
  'burn',
  'set-metadata',
];

function responseSchema(command: Command): z.ZodMiniType {
  return {
    create: r.createResponseSchema,
    edit: r.editResponseSchema,
    deposit: r.depositResponseSchema,
    withdraw: r.withdrawResponseSchema,
    claim: r.claimResponseSchema,
    mint: r.mintResponseSchema,
    burn: r.burnResponseSchema,
    'set-metadata': r.setMetadataResponseSchema,
  }[command];
}

/** A success answer of `command` with every transaction field set to `tx`. */
function answer(command: Command, tx = 'AQID'): Record<string, unknown> {
  return { success: true, ...Object.fromEntries(r.TX_FIELDS[command].map((f) => [f, tx])) };
}

/** Each issue as `path: message`; undefined when the value is accepted. */
function problems(schema: z.ZodMiniType, value: unknown): string[] | undefined {
  return schema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('base64TransactionSchema', () => {
  it.each(['AQID', 'AQI=', 'AQ=='])('accepts %s', (tx) => {
    expect(r.base64TransactionSchema.parse(tx)).toBe(tx);
  });

  it.each([
    [undefined, 'Transaction is missing'],
    [42, 'Transaction must be base64 text'],
    [['AQID'], 'Transaction must be base64 text'],
    ['', 'Transaction is not valid base64 text'],
    ['not base64!', 'Transaction is not valid base64 text'],
    ['AQI', 'Transaction is not valid base64 text'],
  ])('refuses %j: %s', (value, message) => {
    expect(problems(r.base64TransactionSchema, value)).toEqual([`: ${message}`]);
  });
});

describe('TX_FIELDS', () => {
  it("are the spec's success fields of each command, in the order they are signed and sent", () => {
    // As the spec lists them, one line per command.
    const signedInOrder = Object.fromEntries(
      Object.entries(r.TX_FIELDS).map(([command, fields]) => [command, fields.join(' → ')]),
    );
    expect(signedInOrder).toEqual({
      create: 'createTransaction → compositionTransaction → restructureTransaction',
      edit: 'editTransaction',
      deposit: 'transaction',
      withdraw: 'transaction',
      claim: 'createATAsTx → claimTokensTx',
      mint: 'transaction',
      burn: 'transaction',
      'set-metadata': 'transaction',
    });
  });
});

describe.each(COMMANDS)('the %s answer', (command) => {
  it('is accepted with success true and every transaction field, keeping extra fields', () => {
    const body = { ...answer(command), basket: 'anything', note: 1 };
    expect(responseSchema(command).parse(body)).toEqual(body);
  });

  it.each([
    ['success false', false],
    ['success "true"', 'true'],
    ['success 1', 1],
    ['no success', undefined],
  ])('is refused with %s, at success', (_label, success) => {
    const result = responseSchema(command).safeParse({ ...answer(command), success });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['success']]);
  });

  it('is refused with a non-base64 transaction field, naming it', () => {
    for (const field of r.TX_FIELDS[command]) {
      expect(
        problems(responseSchema(command), { ...answer(command), [field]: 'not base64!' }),
      ).toEqual([`${field}: Transaction is not valid base64 text`]);
    }
  });

  it('leaves out only the fields OPTIONAL_TX_FIELDS names: every other is missing when absent', () => {
    const optional: readonly string[] = r.OPTIONAL_TX_FIELDS[command] ?? [];
    for (const field of r.TX_FIELDS[command]) {
      const body = answer(command);
      delete body[field];
      expect(problems(responseSchema(command), body)).toEqual(
        optional.includes(field) ? undefined : [`${field}: Transaction is missing`],
      );
    }
  });
});

describe('the claim answer', () => {
  const claim = () => r.claimResponseSchema;
  const ok = { success: true, createATAsTx: 'AQID', claimTokensTx: 'AQI=' };

  it('names createATAsTx the one transaction the service may leave out', () => {
    expect(r.OPTIONAL_TX_FIELDS).toEqual({ claim: ['createATAsTx'] });
  });

  it('accepts createATAsTx left out or empty (nothing to create)', () => {
    expect(claim().parse({ success: true, claimTokensTx: 'AQI=' })).toEqual({
      success: true,
      claimTokensTx: 'AQI=',
    });
    expect(claim().parse({ ...ok, createATAsTx: '' })).toEqual({ ...ok, createATAsTx: '' });
  });

  it('accepts claimTokensTx as a list of transactions, in order', () => {
    const body = { ...ok, claimTokensTx: ['AQID', 'AQI=', 'AQ=='] };
    expect(claim().parse(body)).toEqual(body);
  });

  it.each([
    ['an empty list', [], ['claimTokensTx: The list of claim transactions is empty']],
    [
      'a list with a non-base64 entry',
      ['AQID', 'nope!'],
      ['claimTokensTx.1: Transaction is not valid base64 text'],
    ],
    ['non-base64 text', 'nope!', ['claimTokensTx: Transaction is not valid base64 text']],
    ['empty text', '', ['claimTokensTx: Transaction is not valid base64 text']],
    ['a number', 42, ['claimTokensTx: Transaction must be base64 text, or a list of them']],
    ['an object', {}, ['claimTokensTx: Transaction must be base64 text, or a list of them']],
    ['nothing', undefined, ['claimTokensTx: Transaction is missing']],
  ])('refuses claimTokensTx as %s, with its words', (_label, claimTokensTx, expected) => {
    expect(problems(claim(), { ...ok, claimTokensTx })).toEqual(expected);
  });

  it('refuses a createATAsTx that is not base64', () => {
    expect(problems(claim(), { ...ok, createATAsTx: 'nope!' })).toEqual([
      'createATAsTx: Transaction is not valid base64 text',
    ]);
  });
});
