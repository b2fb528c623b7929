import { describe, expect, it } from 'vitest';
import { describeSeconds } from './durationWords';

describe('describeSeconds', () => {
  it('names the two largest units', () => {
    expect(describeSeconds(0)).toBe('0 seconds');
    expect(describeSeconds(1)).toBe('1 second');
    expect(describeSeconds(90)).toBe('1 minute 30 seconds');
    expect(describeSeconds(3600)).toBe('1 hour');
    expect(describeSeconds(5400)).toBe('1 hour 30 minutes');
    expect(describeSeconds(86_400 * 2 + 3600 * 3 + 59)).toBe('2 days 3 hours');
    expect(describeSeconds(86_400 * 1000)).toBe('1,000 days');
  });
});
