import { describe, expect, it } from 'vitest';
import { COMPLAINT_CATEGORIES, isComplaintCategory } from '../../src/lib/complaint-categories.ts';

describe('complaint categories', () => {
  it('are the seven of the report form, in its order', () => {
    expect(COMPLAINT_CATEGORIES).toEqual([
      'withdrawal_refused',
      'slippage_manipulation',
      'account_frozen',
      'fraud_scam',
      'unlicensed_activity',
      'misleading_promotion',
      'other',
    ]);
    expect(isComplaintCategory('fraud_scam')).toBe(true);
    expect(isComplaintCategory('toString')).toBe(false);
  });
});
