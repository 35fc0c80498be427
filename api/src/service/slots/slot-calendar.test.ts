import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SERVICE_BOOKING_DAYS_AHEAD } from '@shop/shared/contract/service';
import { localMoment } from '../../i18n/market-clock';
import { daySlots, isBookableDate, isCalendarDate, weekdayOf } from './slot-calendar';

const schedule = { opensAt: '09:00', closesAt: '12:00', slotMinutes: 60, capacity: 2 };
const monday = { date: '2026-11-23', time: '08:15' };

test('hourly slots from opening to the end of intake, with what bookings leave', () => {
  const slots = daySlots('2026-11-24', schedule, new Map([['10:00', 2], ['11:00', 1]]), monday);
  assert.deepEqual(slots, [
    { id: '2026-11-24T09:00', time: '09:00', capacity: 2, capacity_left: 2 },
    { id: '2026-11-24T10:00', time: '10:00', capacity: 2, capacity_left: 0 },
    { id: '2026-11-24T11:00', time: '11:00', capacity: 2, capacity_left: 1 },
  ]);
});

test('today leaves out slots that have begun; closed days and days outside the window have none', () => {
  assert.deepEqual(daySlots('2026-11-23', schedule, new Map(), { date: '2026-11-23', time: '10:00' }).map((slot) => slot.time), ['11:00']);
  assert.deepEqual(daySlots('2026-11-24', undefined, new Map(), monday), []);
  assert.deepEqual(daySlots('2026-11-22', schedule, new Map(), monday), []);
  assert.equal(isBookableDate('2026-11-23', monday), true);
  assert.equal(isBookableDate('2026-12-22', monday), true);
  assert.equal(isBookableDate('2026-12-23', monday), false, `${SERVICE_BOOKING_DAYS_AHEAD} days ahead at most`);
});

test('calendar dates and weekdays do not depend on the server time zone', () => {
  assert.equal(weekdayOf('2026-11-23'), 1);
  assert.equal(weekdayOf('2026-11-29'), 0);
  assert.equal(isCalendarDate('2026-02-29'), false);
  assert.equal(isCalendarDate('2028-02-29'), true);
});

test('local time of each market: Prague and Bucharest are an hour apart', () => {
  const instant = new Date('2026-11-23T22:30:00Z');
  assert.deepEqual(localMoment('CZ', instant), { date: '2026-11-23', time: '23:30' });
  assert.deepEqual(localMoment('RO', instant), { date: '2026-11-24', time: '00:30' });
});
