import { describe, expect, it } from 'vitest';
import { nextPaidStatus } from './paid-status';

describe('nextPaidStatus: a paid order only moves forward', () => {
  it.each([
    ['authorised', 'CAPTURE', 'captured'],
    ['authorised', 'REFUND', 'refunded'],
    ['captured', 'REFUND', 'refunded'],
    ['captured', 'CHARGEBACK', 'refunded'],
    ['authorised', 'CANCELLATION', 'cancelled'],
    ['authorised', 'CANCEL_OR_REFUND', 'cancelled'],
    ['captured', 'CANCEL_OR_REFUND', 'refunded'],
  ])('%s + %s → %s', (from, event, to) => {
    expect(nextPaidStatus(from, event)).toBe(to);
  });

  it.each([
    ['refunded', 'CAPTURE'],
    ['cancelled', 'CAPTURE'],
    ['captured', 'CAPTURE'],
    ['captured', 'CANCELLATION'],
    ['refunded', 'REFUND'],
    ['cancelled', 'REFUND'],
    ['refunded', 'CANCEL_OR_REFUND'],
    ['pending', 'CAPTURE'],
    [null, 'REFUND'],
    ['authorised', 'REPORT_AVAILABLE'],
  ])('%s + %s changes nothing (a late, repeated or unknown event)', (from, event) => {
    expect(nextPaidStatus(from, event)).toBeNull();
  });
});
