import { describe, expect, it, vi } from 'vitest';
import { balanceReadOf } from './balanceRead';

describe('balanceReadOf', () => {
  const failed = { isError: true, error: new Error('HTTP 500'), refetch: vi.fn() };
  const fine = { isError: false, error: null, refetch: vi.fn() };

  it('says reading while anything it depends on is read, even after a failure', () => {
    expect(balanceReadOf(true, fine)).toBe('reading');
    expect(balanceReadOf(true, failed)).toBe('reading');
  });

  it('hands over the failed read, so the field can say why and read it again', () => {
    expect(balanceReadOf(false, failed)).toBe(failed);
  });

  it('says nothing once the read is done', () => {
    expect(balanceReadOf(false, fine)).toBeUndefined();
  });
});
