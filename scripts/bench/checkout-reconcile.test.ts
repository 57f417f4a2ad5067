import { describe, expect, it } from 'vitest';
import { reconcile, type OrderRow, type PaymentRow } from './checkout-reconcile';

const order = (id: string, total: number, paid: boolean, psp?: string | null): OrderRow => ({
  id,
  order_number: paid ? `AR${id}` : null,
  snapshot: JSON.stringify({ priceTotal: total, currency: 'EUR' }),
  ...(psp === undefined ? {} : { psp_reference: psp }),
});

const payment = (psp: string, orderId: string, value: number, resultCode = 'Authorised', reversedAt?: string | null): PaymentRow => ({
  psp_reference: psp,
  merchant_reference: orderId,
  amount_value: value,
  currency: 'EUR',
  result_code: resultCode,
  ...(reversedAt === undefined ? {} : { reversed_at: reversedAt }),
});

describe('reconcile, by the contract (orders.psp_reference)', () => {
  it('finds nothing when each paid order holds its one authorisation of its amount, and reversed ones are given back', () => {
    const result = reconcile(
      [order('a', 1490, true, 'P1'), order('b', 2000, false, null)],
      [payment('P1', 'a', 1490), payment('P0', 'a', 1490, 'Authorised', '2026-11-28T08:00:00Z'), payment('P2', 'b', 2000, 'Refused', null)],
      [{ psp_reference: 'P0', status: 'sent' }],
    );
    expect(result).toEqual({
      mode: 'contract',
      orders: 2,
      ordersPaid: 1,
      authorisations: 2,
      reversed: 1,
      reversalsPending: 0,
      mismatches: [],
      duplicates: [],
    });
  });

  it('detects a mismatch (paid 398.00, authorised 14.90) and a duplicate (two authorisations kept)', () => {
    const result = reconcile(
      [order('a', 39800, true, 'P1'), order('b', 1000, true, 'P2')],
      [payment('P1', 'a', 1490), payment('P2', 'b', 1000), payment('P3', 'b', 1000)],
      [{ psp_reference: 'P9', status: 'pending' }],
    );
    expect(result.mismatches).toEqual([
      { orderId: 'a', pspReference: 'P1', reason: 'order paid 398.00 EUR, authorised 14.90 EUR' },
      { orderId: 'b', pspReference: 'P3', reason: 'authorised 10.00 EUR, not the payment of a paid order and not given back' },
    ]);
    expect(result.duplicates).toEqual([{ orderId: 'b', pspReference: 'P2,P3', reason: '2 authorisations kept' }]);
    expect(result.reversalsPending).toBe(1);
  });

  it('flags a paid order without a pspReference and one paid with a refused or reversed payment', () => {
    const result = reconcile(
      [order('a', 1000, true, null), order('b', 1000, true, 'P2'), order('c', 1000, true, 'P3')],
      [payment('P2', 'b', 1000, 'Refused'), payment('P3', 'c', 1000, 'Authorised', '2026-11-28T08:00:00Z')],
    );
    expect(result.mismatches.map((m) => `${m.orderId}: ${m.reason}`)).toEqual([
      'a: paid without a pspReference',
      'b: paid with a payment that is Refused',
      'c: paid with a payment that was given back',
    ]);
  });
});

describe('reversals of references that are not ours (decision 070)', () => {
  it('flags a reversal made for a reference that is no order, and not one of an order of ours', () => {
    const result = reconcile(
      [order('a', 1000, true, 'P1')],
      [payment('P1', 'a', 1000), payment('P2', 'a', 1000, 'Authorised', '2026-11-28T08:00:00Z')],
      [
        { psp_reference: 'P2', status: 'sent', order_id: 'a' },
        { psp_reference: 'POS1', status: 'sent', order_id: 'POS-STORE-0043' },
      ],
    );
    expect(result.mismatches).toEqual([
      { orderId: 'POS-STORE-0043', pspReference: 'POS1', reason: 'a payment of a reference that is not ours was given back' },
    ]);
  });
});

describe('reconcile before migration 0009 (by merchant reference)', () => {
  it('detects the mismatch, the duplicate and an authorisation whose order is not paid', () => {
    const result = reconcile(
      [order('a', 39800, true), order('b', 1000, true), order('c', 500, false), order('d', 700, true)],
      [payment('P1', 'a', 1490), payment('P2', 'b', 1000), payment('P3', 'b', 1000), payment('P4', 'c', 500), payment('P5', 'd', 700)],
    );
    expect(result.mode).toBe('merchant-reference');
    expect(result.mismatches).toEqual([
      { orderId: 'c', pspReference: 'P4', reason: 'authorised 5.00 EUR for an order that is not paid' },
      { orderId: 'a', pspReference: 'P1', reason: 'order paid 398.00 EUR, authorised 14.90 EUR' },
    ]);
    expect(result.duplicates).toEqual([{ orderId: 'b', pspReference: 'P2,P3', reason: '2 authorisations kept' }]);
    expect(result).toMatchObject({ ordersPaid: 3, authorisations: 5, reversed: 0 });
  });
});
