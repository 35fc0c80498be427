import * as v from 'valibot';
import {
  SMART_SEARCH_MIN_LENGTH,
  SmartSearchQuerySchema,
  serviceCreateOrder,
  serviceOrderBodySchema,
  serviceOrderStatusPath,
  serviceSlots,
} from './service';
import { matchPage } from '../routing/page-paths';
import { canChangeServiceStatus, nextServiceStatuses, SERVICE_ORDER_STATUSES } from '../service/order-status';
import { accepted, refused } from '../validation/test-support';

const czechOrder = {
  operations: [12, 13],
  product_color: null,
  center: 3,
  slot: '2026-11-24T09:00',
  first_name: 'Jan',
  last_name: 'Novák',
  e_mail: ' jan.novak@example.cz ',
  phone_number: '601 123 456',
  note: '',
};

describe('service order body', () => {
  it('normalises a Czech booking: trimmed e-mail, phone in international form, missing note as blank', () => {
    const { note: _note, ...withoutNote } = czechOrder;
    const output = accepted(serviceOrderBodySchema('CZ'), withoutNote);
    expect(output.e_mail).toBe('jan.novak@example.cz');
    expect(output.phone_number).toBe('+420601123456');
    expect(output.note).toBe('');
    expect(output.product_color).toBeNull();
  });

  it('applies the market phone rule: a Czech number is refused in Romania, a Romanian one accepted', () => {
    expect(refused(serviceOrderBodySchema('RO'), czechOrder)).toEqual({ phone_number: ['invalid_phone'] });
    expect(accepted(serviceOrderBodySchema('RO'), { ...czechOrder, phone_number: '0721 234 567' }).phone_number).toBe('+40721234567');
  });

  it('reports every missing field as required and wrong ones by kind', () => {
    expect(refused(serviceOrderBodySchema('CZ'), {})).toEqual({
      operations: ['required'],
      center: ['required'],
      slot: ['required'],
      first_name: ['required'],
      last_name: ['required'],
      e_mail: ['required'],
      phone_number: ['required'],
    });
    expect(refused(serviceOrderBodySchema('CZ'), { ...czechOrder, operations: [], first_name: 'J4n', e_mail: 'jan@' })).toEqual({
      operations: ['required'],
      first_name: ['must_be_literal'],
      e_mail: ['invalid_email'],
    });
  });

  it('keeps the slot id format of the slots call', () => {
    expect(refused(serviceOrderBodySchema('CZ'), { ...czechOrder, slot: '24.11.2026 9:00' })).toEqual({ slot: ['invalid_date'] });
    expect(accepted(serviceSlots.response, { date: '2026-11-24', slots: [{ id: '2026-11-24T09:00', time: '09:00', capacity: 2, capacity_left: 0 }] }).slots).toHaveLength(1);
  });

  it('lets the route accept any phone text, leaving the market rule to the server', () => {
    expect(accepted(serviceCreateOrder.body!, { ...czechOrder, phone_number: '0721 234 567' }).phone_number).toBe('0721 234 567');
  });
});

describe('smart search term', () => {
  it(`needs at least ${SMART_SEARCH_MIN_LENGTH} characters after trimming`, () => {
    expect(refused(SmartSearchQuerySchema, { term: ' i ' })).toEqual({ term: ['min_length'] });
    expect(refused(SmartSearchQuerySchema, {})).toEqual({ term: ['required'] });
    expect(accepted(SmartSearchQuerySchema, { term: ' iph ' }).term).toBe('iph');
  });
});

describe('service order status', () => {
  it('moves a repair forward one step at a time and allows cancelling only before the repair starts', () => {
    expect(canChangeServiceStatus('booked', 'received')).toBe(true);
    expect(canChangeServiceStatus('booked', 'in_repair')).toBe(false);
    expect(canChangeServiceStatus('received', 'cancelled')).toBe(true);
    expect(canChangeServiceStatus('in_repair', 'cancelled')).toBe(false);
    expect(nextServiceStatuses('ready_for_pickup')).toEqual(['picked_up']);
  });

  it('has no way out of the final statuses', () => {
    for (const to of SERVICE_ORDER_STATUSES) {
      expect(canChangeServiceStatus('picked_up', to)).toBe(false);
      expect(canChangeServiceStatus('cancelled', to)).toBe(false);
    }
  });

  it('puts the status page under the market service page', () => {
    const token = 'a'.repeat(43);
    expect(serviceOrderStatusPath('CZ', 'S123456789', token)).toBe(`/servis/objednavka/S123456789/${token}/`);
    expect(matchPage('RO', serviceOrderStatusPath('RO', 'S123456789', token))).toEqual({
      page: 'service',
      segments: ['comanda', 'S123456789', token],
    });
  });
});

it('describes the order body as a valibot object', () => {
  expect(v.safeParse(serviceOrderBodySchema('CZ'), null).success).toBe(false);
});
