import { describe, expect, it } from 'vitest';
import { paymentsSearchSchema } from './payments-search';

describe('the payments list URL', () => {
  it('is newest first, 20 a page, unfiltered, when it holds nothing', () => {
    expect(paymentsSearchSchema.parse({})).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('reads the search and the filters', () => {
    expect(
      paymentsSearchSchema.parse({
        page: 2,
        q: ' MB-7KQ2XP ',
        status: 'PENDING',
        method: 'PAY_AT_PROPERTY',
        refund: 'DUE',
        order: 'asc',
      }),
    ).toEqual({
      page: 2,
      pageSize: 20,
      q: 'MB-7KQ2XP',
      sort: 'createdAt',
      order: 'asc',
      status: 'PENDING',
      method: 'PAY_AT_PROPERTY',
      refund: 'DUE',
    });
  });

  it('drops a filter the API does not know rather than failing', () => {
    expect(
      paymentsSearchSchema.parse({ status: 'PAID', method: 'CASH', refund: 'LATER', sort: 'amount' }),
    ).toEqual({ page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' });
  });
});
