import { describe, expect, it } from 'vitest';
import { actionsFor, amountOf } from './payment-actions';
import { adminPayment } from './test/fixtures';

const refund = (status: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'DUE') => ({
  id: 'ref-1',
  amount: 100_000,
  status,
  failureReason: null,
  completedAt: null,
});

describe('what the back office may do with a payment', () => {
  it('marks paid a payment at the hotel still pending, and nothing else', () => {
    expect(actionsFor(adminPayment())).toEqual(['markPaid']);
    expect(actionsFor(adminPayment({ status: 'SUCCEEDED' }))).toEqual([]);
    expect(actionsFor(adminPayment({ status: 'EXPIRED' }))).toEqual([]);
    expect(actionsFor(adminPayment({ method: 'MVOLA' }))).toEqual([]);
    expect(actionsFor(adminPayment({ method: 'ORANGE_MONEY' }))).toEqual([]);
  });

  it('records by hand a refund due or failed; none is retried with a provider, as none has a refund API', () => {
    const paid = { method: 'MVOLA' as const, status: 'SUCCEEDED' as const };
    expect(actionsFor(adminPayment({ ...paid, refund: refund('DUE') }))).toEqual(['markRefunded']);
    expect(actionsFor(adminPayment({ ...paid, refund: refund('FAILED') }))).toEqual(['markRefunded']);
    expect(actionsFor(adminPayment({ ...paid, refund: refund('PENDING') }))).toEqual([]);
    expect(actionsFor(adminPayment({ ...paid, refund: refund('SUCCEEDED') }))).toEqual([]);
  });

  it("names the refund's amount for a refund, the payment's otherwise", () => {
    const payment = adminPayment({ amount: 450_000, refund: refund('DUE') });
    expect(amountOf({ action: 'markPaid', payment })).toBe(450_000);
    expect(amountOf({ action: 'markRefunded', payment })).toBe(100_000);
  });
});
