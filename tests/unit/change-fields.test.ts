import { describe, expect, it } from 'vitest';
import { namedFields } from '../../src/components/detail/change-fields.ts';
import { translator } from '../../src/i18n/t.ts';

const t = translator('en');

describe('the fields a change names', () => {
  it('words company and executive columns with the detail pages’ labels, once each, and leaves unknown columns out', () => {
    expect(namedFields(t, ['current_status', 'inactive', 'content_hash'])).toEqual(['Current status']);
    expect(namedFields(t, ['nationality', 'appointment.end_date', 'appointment.status'])).toEqual(['Nationality', 'Positions']);
  });

  it('keeps a row short: the first three, then an ellipsis', () => {
    expect(namedFields(t, ['name', 'company_type', 'current_status', 'website'])).toEqual([
      'Legal name',
      'Company type',
      'Current status',
      '…',
    ]);
  });
});
