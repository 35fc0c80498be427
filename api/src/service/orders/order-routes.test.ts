import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Market } from '@shop/shared/contract/common';
import {
  ServiceOrderDetailSchema,
  StaffServiceOrderDetailSchema,
  serviceStaffOrders,
  serviceSearchProductData,
  serviceSlots,
  serviceSmartSearch,
  type ServiceOperation,
  type ServiceSlot,
} from '@shop/shared/contract/service';
import { storesServiceBuyoutCenters } from '@shop/shared/contract/stores';
import { buildPath } from '@shop/shared/contract/route';
import { outbox } from '../../db/schema/mail';
import { serviceOrders } from '../../db/schema/service';
import { useMarketApps } from '../../test-support/market-apps';
import { send } from '../../test-support/public-request';
import { LOOKUP_RATE_LIMIT } from './rate-limits';
import { TestClient } from '../../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../../test-support/test-database';

const apps = useMarketApps();
const ORDERS = '/api/new/service/orders/';
const LOOKUP = '/api/new/service/orders/lookup/';
const statusChangePath = (orderNumber: string) => `/api/new/service/staff/orders/${orderNumber}/status/`;

interface Device {
  colours: string[];
  operations: ServiceOperation[];
}

async function device(app: FastifyInstance, term: string): Promise<Device> {
  const search = v.parse(serviceSmartSearch.response, (await app.inject({ url: `${serviceSmartSearch.path}?term=${encodeURIComponent(term)}` })).json());
  const data = v.parse(
    serviceSearchProductData.response,
    (await app.inject({ url: buildPath(serviceSearchProductData.path, { id: search.result[0]!.id }) })).json(),
  );
  return { colours: data.choices.product_color.map((choice) => choice.value), operations: data.choices.service_operations };
}

async function serviceCenters(app: FastifyInstance) {
  const centers = v.parse(storesServiceBuyoutCenters.response, (await app.inject({ url: storesServiceBuyoutCenters.path })).json());
  return centers.filter((center) => center.is_service);
}

function isoDate(daysAhead: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + daysAhead);
  return day.toISOString().slice(0, 10);
}

async function slotsOn(app: FastifyInstance, centerId: number, date: string): Promise<ServiceSlot[]> {
  const response = await app.inject({ url: `${buildPath(serviceSlots.path, { center_id: centerId })}?date=${date}` });
  assert.equal(response.statusCode, 200);
  return v.parse(serviceSlots.response, response.json()).slots;
}

/** The first slot from the day after tomorrow on that nobody booked yet. */
async function freeSlot(app: FastifyInstance, centerId: number): Promise<ServiceSlot> {
  for (let days = 2; days < 28; days++) {
    const free = (await slotsOn(app, centerId, isoDate(days))).find((slot) => slot.capacity_left === slot.capacity);
    if (free) return free;
  }
  throw new Error('no free slot');
}

const contact: Record<Market, { phone_number: string; e_mail: string }> = {
  CZ: { phone_number: '601 123 456', e_mail: 'Jana.Novakova@Example.cz' },
  RO: { phone_number: '0721 234 567', e_mail: 'ana.popescu@example.ro' },
};

async function orderBody(app: FastifyInstance, market: Market, term = market === 'CZ' ? 'iphone 15 pro' : 'galaxy s24') {
  const { operations, colours } = await device(app, term);
  const center = (await serviceCenters(app))[0]!;
  const slot = await freeSlot(app, center.id);
  return {
    body: {
      operations: [operations[0]!.id, operations[1]!.id],
      product_color: colours[0]!,
      center: center.id,
      slot: slot.id,
      first_name: market === 'CZ' ? 'Jana' : 'Ana',
      last_name: market === 'CZ' ? 'Nováková' : 'Popescu',
      ...contact[market],
      note: 'Po pádu nejde dotyk.',
    },
    operations: operations.slice(0, 2),
    center,
    slot,
  };
}

async function orderCount(): Promise<number> {
  const [row] = await apps.database.db.select({ value: count() }).from(serviceOrders);
  return row!.value;
}

async function anonymous(app: FastifyInstance, locale?: 'cs' | 'ro'): Promise<TestClient> {
  const client = new TestClient(app, locale);
  await client.get('/api/new/auth/me/');
  return client;
}

async function book(app: FastifyInstance, body: unknown, locale?: 'cs' | 'ro') {
  return (await anonymous(app, locale)).post(ORDERS, body);
}

describe('service.slots', () => {
  test('lists the day of a center in local time with capacity; 404 for a shop without repairs, 400 for a bad date', async () => {
    const center = (await serviceCenters(apps.cz))[0]!;
    const slot = await freeSlot(apps.cz, center.id);
    const day = await slotsOn(apps.cz, center.id, slot.id.slice(0, 10));
    assert.ok(day.length >= 3 && day.every((candidate) => candidate.id.startsWith(slot.id.slice(0, 10)) && candidate.capacity >= 1));
    assert.deepEqual(day.map((candidate) => candidate.time), [...day.map((candidate) => candidate.time)].sort());
    assert.deepEqual(await slotsOn(apps.cz, center.id, isoDate(-2)), [], 'no slots in the past');
    assert.deepEqual(await slotsOn(apps.cz, center.id, isoDate(40)), [], 'none beyond the booking window');

    const centers = v.parse(storesServiceBuyoutCenters.response, (await apps.cz.inject({ url: storesServiceBuyoutCenters.path })).json());
    const shopOnly = centers.find((candidate) => !candidate.is_service)!;
    const notService = await apps.cz.inject({ url: `${buildPath(serviceSlots.path, { center_id: shopOnly.id })}?date=${isoDate(3)}` });
    assert.equal(notService.statusCode, 404);
    const romanianCenter = (await serviceCenters(apps.ro))[0]!;
    assert.equal((await apps.cz.inject({ url: `${buildPath(serviceSlots.path, { center_id: romanianCenter.id })}?date=${isoDate(3)}` })).statusCode, 404);
    const badDate = await apps.cz.inject({ url: `${buildPath(serviceSlots.path, { center_id: center.id })}?date=24.11.2026` });
    assert.equal(badDate.statusCode, 400);
    assert.deepEqual(badDate.json(), { date: ['Neplatné datum.'] });
  });
});

describe('service.create-order', () => {
  test('books a repair: 201 with the status page as Location, prices from the server, booked status', async () => {
    const { body, operations, center, slot } = await orderBody(apps.cz, 'CZ');
    const response = await book(apps.cz, body);
    assert.equal(response.statusCode, 201, response.body);
    const created = response.json() as { order_number: string; location: string };
    assert.match(created.order_number, /^S\d{9}$/);
    assert.match(created.location, new RegExp(`^/servis/objednavka/${created.order_number}/[A-Za-z0-9_-]{43}/$`));
    assert.equal(response.headers.location, created.location);

    const detailResponse = await apps.cz.inject({ url: `/api/new/service/orders${created.location.slice('/servis/objednavka'.length)}` });
    assert.equal(detailResponse.statusCode, 200, detailResponse.body);
    const detail = v.parse(ServiceOrderDetailSchema, detailResponse.json());
    assert.equal(detail.status, 'booked');
    assert.deepEqual(detail.status_history.map((entry) => entry.status), ['booked']);
    assert.deepEqual(detail.operations.map((operation) => operation.id), operations.map((operation) => operation.id));
    assert.equal(detail.total_price, operations[0]!.price + operations[1]!.price);
    assert.equal(detail.device.manufacturer, 'Apple');
    assert.equal(detail.device.model, 'iPhone 15 Pro');
    assert.ok(detail.device.color);
    assert.equal(detail.center.id, center.id);
    assert.equal(detail.slot.id, slot.id);
    assert.equal(detail.customer_name, 'Jana Nováková');

    const [stored] = await apps.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNumber, created.order_number));
    assert.equal(stored!.phone, '+420601123456');
    assert.equal(stored!.email, 'Jana.Novakova@Example.cz');
  });

  test('sends a confirmation e-mail in the booking language with the order number and the status page link', async () => {
    const { body } = await orderBody(apps.ro, 'RO');
    const response = await book(apps.ro, body, 'ro');
    assert.equal(response.statusCode, 201, response.body);
    const { order_number, location } = response.json() as { order_number: string; location: string };
    const [mail] = await apps.database.db.select().from(outbox).where(eq(outbox.recipient, body.e_mail)).orderBy(desc(outbox.id)).limit(1);
    assert.ok(mail, 'confirmation mail');
    assert.ok(mail.subject.includes(order_number) && mail.subject.startsWith('Confirmarea comenzii de service'));
    assert.match(mail.text, new RegExp(`https?://\\S+${location}`));
    assert.ok(mail.text.includes('Lei'), 'prices in the market currency');
    assert.match(mail.text, /\d{2}\.\d{2}\.\d{4}/);
  });

  test('400 in the spec shape, in the request language, for missing fields; nothing is stored', async () => {
    const before = await orderCount();
    const czech = await book(apps.cz, {});
    assert.equal(czech.statusCode, 400);
    const errors = czech.json() as Record<string, string[]>;
    for (const field of ['operations', 'center', 'slot', 'first_name', 'last_name', 'e_mail', 'phone_number']) {
      assert.deepEqual(errors[field], ['Toto pole je povinné.'], field);
    }
    const romanian = await book(apps.cz, { ...(await orderBody(apps.cz, 'CZ')).body, e_mail: 'jana@', first_name: 'J4na' }, 'ro');
    assert.equal(romanian.statusCode, 400);
    const roErrors = romanian.json() as Record<string, string[]>;
    assert.equal(roErrors.e_mail?.length, 1);
    assert.notEqual(roErrors.e_mail![0], 'Neplatná e-mailová adresa.');
    assert.ok(roErrors.first_name);
    const after = await orderCount();
    assert.equal(after, before);
  });

  test('checks the phone with the market rule: a Czech number is refused in Romania', async () => {
    const { body } = await orderBody(apps.ro, 'RO');
    const response = await book(apps.ro, { ...body, phone_number: '601 123 456' }, 'ro');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(Object.keys(response.json() as object), ['phone_number']);
  });

  test('refuses operations of two devices, of another market, a foreign colour, an unknown center and a closed slot', async () => {
    const { body } = await orderBody(apps.cz, 'CZ');
    const pixel = await device(apps.cz, 'pixel 9');
    const romanian = await device(apps.ro, 'iphone 15 pro');

    const mixed = await book(apps.cz, { ...body, operations: [body.operations[0], pixel.operations[0]!.id] });
    assert.equal(mixed.statusCode, 400);
    assert.deepEqual(mixed.json(), { operations: ['Vyberte opravy jednoho zařízení.'] });

    const foreign = await book(apps.cz, { ...body, operations: [romanian.operations[0]!.id] });
    assert.deepEqual(foreign.json(), { operations: ['Vybraná oprava není v nabídce.'] });

    const wrong = await book(apps.cz, { ...body, product_color: pixel.colours[0], center: 999_999, slot: body.slot.replace(/T.*/, 'T03:00') });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(Object.keys(wrong.json() as object).sort(), ['center', 'product_color']);

    const night = await book(apps.cz, { ...body, slot: body.slot.replace(/T.*/, 'T03:00') });
    assert.deepEqual(night.json(), { slot: ['Tento termín není k dispozici. Vyberte prosím jiný.'] });

    const past = await book(apps.cz, { ...body, slot: `${isoDate(-1)}T10:00` });
    assert.equal(past.statusCode, 400);
  });

  test('needs the CSRF token like every unsafe call', async () => {
    const { body } = await orderBody(apps.cz, 'CZ');
    const client = await anonymous(apps.cz);
    const response = await client.request({ method: 'POST', url: ORDERS, body, csrf: false });
    assert.equal(response.statusCode, 403);
  });
});

describe('double booking', () => {
  test('a full slot answers 409 and stores nothing; the slot shows no capacity left', async () => {
    const { body, slot, center } = await orderBody(apps.cz, 'CZ');
    for (let booked = 0; booked < slot.capacity; booked++) {
      const response = await book(apps.cz, { ...body, e_mail: `guest${booked}@example.cz` });
      assert.equal(response.statusCode, 201, response.body);
    }
    const before = await orderCount();
    const late = await book(apps.cz, { ...body, e_mail: 'late@example.cz' });
    assert.equal(late.statusCode, 409);
    assert.deepEqual(late.json(), { detail: 'Vybraný termín se mezitím zaplnil. Vyberte prosím jiný.' });
    const after = await orderCount();
    assert.equal(after, before);
    const listed = (await slotsOn(apps.cz, center.id, slot.id.slice(0, 10))).find((candidate) => candidate.id === slot.id);
    assert.equal(listed?.capacity_left, 0);
  });

  test('customers racing for the last places: exactly the capacity gets in', async () => {
    const { body, slot } = await orderBody(apps.ro, 'RO');
    const attempts = slot.capacity + 3;
    const responses = await Promise.all(Array.from({ length: attempts }, (_, index) => book(apps.ro, { ...body, e_mail: `race${index}@example.ro` })));
    const codes = responses.map((response) => response.statusCode).sort();
    assert.equal(codes.filter((code) => code === 201).length, slot.capacity);
    assert.equal(codes.filter((code) => code === 409).length, 3);
  });
});

describe('status page', () => {
  test('opens with the token only; a wrong token is the same 404 as an unknown order', async () => {
    const { body } = await orderBody(apps.cz, 'CZ');
    const { order_number } = (await book(apps.cz, body)).json() as { order_number: string };
    const wrongToken = await apps.cz.inject({ url: `${ORDERS}${order_number}/${'x'.repeat(43)}/` });
    const unknown = await apps.cz.inject({ url: `${ORDERS}S000000001/${'x'.repeat(43)}/` });
    assert.equal(wrongToken.statusCode, 404);
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(wrongToken.json(), unknown.json());
  });

  test('is found by order number with the e-mail in any case or the phone in any form, not with another contact', async () => {
    const { body } = await orderBody(apps.cz, 'CZ');
    const { order_number } = (await book(apps.cz, body)).json() as { order_number: string };
    const client = await anonymous(apps.cz);
    for (const contactText of ['jana.novakova@example.cz', '+420 601 123 456', '601123456']) {
      const response = await client.post(LOOKUP, { order_number: order_number.toLowerCase(), contact: contactText });
      assert.equal(response.statusCode, 200, contactText);
      assert.equal(v.parse(ServiceOrderDetailSchema, response.json()).order_number, order_number);
    }
    const wrong = await client.post(LOOKUP, { order_number, contact: 'someone@example.cz' });
    assert.equal(wrong.statusCode, 404);
    assert.deepEqual(wrong.json(), { detail: 'Servisní zakázka nebyla nalezena. Zkontrolujte číslo zakázky a e-mail nebo telefon.' });
    const otherMarket = await (await anonymous(apps.ro)).post(LOOKUP, { order_number, contact: body.e_mail });
    assert.equal(otherMarket.statusCode, 404);
  });

  test('guessing is cut off: after the limit one client gets 429, another still its 404', async () => {
    const guess = { order_number: 'S000000', contact: 'guess@example.cz' };
    const ip = '203.0.113.77';
    for (let attempt = 0; attempt < LOOKUP_RATE_LIMIT.max; attempt += 1) {
      assert.equal((await send(apps.cz, LOOKUP, guess, { ip })).statusCode, 404);
    }
    assert.equal((await send(apps.cz, LOOKUP, guess, { ip })).statusCode, 429);
    assert.equal((await send(apps.cz, LOOKUP, guess, { ip: '203.0.113.78' })).statusCode, 404);
  });
});

describe('service.status-change', () => {
  async function staff(app: FastifyInstance): Promise<TestClient> {
    const client = new TestClient(app);
    assert.equal((await client.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
    return client;
  }

  test('only staff with a session and the CSRF token may change a status', async () => {
    const { body } = await orderBody(apps.cz, 'CZ');
    const { order_number } = (await book(apps.cz, body)).json() as { order_number: string };
    const change = { method: 'PATCH' as const, url: statusChangePath(order_number), body: { status: 'received' } };
    assert.equal((await (await anonymous(apps.cz)).request(change)).statusCode, 401);
    const customer = new TestClient(apps.cz);
    await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password);
    assert.equal((await customer.request(change)).statusCode, 403);
    const staffClient = await staff(apps.cz);
    assert.equal((await staffClient.request({ ...change, csrf: false })).statusCode, 403);
    assert.equal((await staffClient.request(change)).statusCode, 200);
  });

  test('walks booked -> received -> in repair -> ready for pickup -> picked up with a timeline, then refuses more', async () => {
    const { body } = await orderBody(apps.cz, 'CZ');
    const { order_number, location } = (await book(apps.cz, body)).json() as { order_number: string; location: string };
    const client = await staff(apps.cz);
    const skip = await client.request({ method: 'PATCH', url: statusChangePath(order_number), body: { status: 'ready_for_pickup' } });
    assert.equal(skip.statusCode, 409);
    // The statuses by their page names in the staff member's language, never the stored codes (#12).
    assert.equal((skip.json() as { detail: string }).detail, 'Zakázku ve stavu „Objednáno“ nelze převést do stavu „Připraveno k vyzvednutí“.');
    const skipRo = await client.request({ method: 'PATCH', url: statusChangePath(order_number), body: { status: 'ready_for_pickup' }, headers: { 'accept-language': 'ro' } });
    assert.doesNotMatch((skipRo.json() as { detail: string }).detail, /booked|ready_for_pickup/);
    assert.match((skipRo.json() as { detail: string }).detail, /^Comanda în starea „.+” nu poate trece în starea „.+”\.$/);
    for (const status of ['received', 'in_repair', 'ready_for_pickup', 'picked_up']) {
      const response = await client.request({ method: 'PATCH', url: statusChangePath(order_number), body: { status } });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(v.parse(ServiceOrderDetailSchema, response.json()).status, status);
    }
    const cancel = await client.request({ method: 'PATCH', url: statusChangePath(order_number), body: { status: 'cancelled' } });
    assert.equal(cancel.statusCode, 409);

    const detail = v.parse(ServiceOrderDetailSchema, (await apps.cz.inject({ url: `${ORDERS}${location.split('/').slice(3, 5).join('/')}/` })).json());
    assert.deepEqual(detail.status_history.map((entry) => entry.status), ['booked', 'received', 'in_repair', 'ready_for_pickup', 'picked_up']);
    const mails = await apps.database.db.select().from(outbox).where(eq(outbox.recipient, body.e_mail)).orderBy(desc(outbox.id)).limit(1);
    assert.ok(mails[0]!.subject.includes(order_number) && mails[0]!.subject.includes('Vyzvednuto'), mails[0]!.subject);
  });

  test('cancelling a booking frees its place in the slot; a bad status is a 400', async () => {
    const { body, slot, center } = await orderBody(apps.cz, 'CZ');
    const { order_number } = (await book(apps.cz, body)).json() as { order_number: string };
    const left = async () => (await slotsOn(apps.cz, center.id, slot.id.slice(0, 10))).find((candidate) => candidate.id === slot.id)!.capacity_left;
    assert.equal(await left(), slot.capacity - 1);
    const client = await staff(apps.cz);
    const invalid = await client.request({ method: 'PATCH', url: statusChangePath(order_number), body: { status: 'lost' } });
    assert.equal(invalid.statusCode, 400);
    assert.ok((invalid.json() as Record<string, unknown>).status);
    const cancelled = await client.request({ method: 'PATCH', url: statusChangePath(order_number), body: { status: 'cancelled' } });
    assert.equal(cancelled.statusCode, 200);
    assert.equal(await left(), slot.capacity);
  });

  test('staff list orders by center, date and status, and see the contact in the detail', async () => {
    const { body, center, slot } = await orderBody(apps.cz, 'CZ');
    const { order_number } = (await book(apps.cz, body)).json() as { order_number: string };
    const client = await staff(apps.cz);
    const date = slot.id.slice(0, 10);
    const listed = await client.get(`/api/new/service/staff/orders/?center=${center.id}&date=${date}&status=booked`);
    assert.equal(listed.statusCode, 200, listed.body);
    const { results } = v.parse(serviceStaffOrders.response, listed.json());
    const summary = results.find((order) => order.order_number === order_number);
    assert.equal(summary?.device, 'Apple iPhone 15 Pro');
    assert.equal(summary?.slot.id, slot.id);
    assert.ok(results.every((order) => order.center.id === center.id && order.slot.date === date && order.status === 'booked'));
    const received = v.parse(serviceStaffOrders.response, (await client.get(`/api/new/service/staff/orders/?status=received&center=${center.id}&date=${date}`)).json());
    assert.ok(!received.results.some((order) => order.order_number === order_number));

    const searched = async (search: string) =>
      v.parse(serviceStaffOrders.response, (await client.get(`/api/new/service/staff/orders/?page_size=100&search=${encodeURIComponent(search)}`)).json()).results.map((order) => order.order_number);
    assert.deepEqual(await searched(order_number.toLowerCase()), [order_number], 'the order number, any case');
    assert.ok((await searched(body.e_mail.toUpperCase())).includes(order_number), 'the e-mail');
    assert.ok((await searched(`${body.first_name} ${body.last_name}`)).includes(order_number), 'the name');
    assert.equal((await searched('%')).length, 0, 'a typed % is not a wildcard');

    const detail = await client.get(`/api/new/service/staff/orders/${order_number}/`);
    assert.equal(detail.statusCode, 200);
    const staffView = v.parse(StaffServiceOrderDetailSchema, detail.json());
    assert.equal(staffView.e_mail, body.e_mail);
    assert.equal(staffView.phone_number, '+420601123456');

    const customer = new TestClient(apps.cz);
    await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password);
    assert.equal((await customer.get('/api/new/service/staff/orders/')).statusCode, 403);
    assert.equal((await (await anonymous(apps.cz)).get(`/api/new/service/staff/orders/${order_number}/`)).statusCode, 401);
  });

  test('staff page through the list: count over all pages, pages that neither overlap nor skip, and a chosen ordering', async () => {
    for (let booked = 0; booked < 3; booked++) assert.equal((await book(apps.cz, (await orderBody(apps.cz, 'CZ')).body)).statusCode, 201);
    const client = await staff(apps.cz);
    const listPage = async (query: Record<string, string | number>) => {
      const response = await client.get(`${serviceStaffOrders.path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`);
      assert.equal(response.statusCode, 200, response.body);
      return v.parse(serviceStaffOrders.response, response.json());
    };
    const everything = await listPage({ page_size: 100 });
    assert.ok(everything.count >= 3);
    assert.equal(everything.results.length, Math.min(everything.count, 100));

    const walked: string[] = [];
    for (let page = 1; page <= Math.ceil(everything.count / 2); page++) {
      const answer = await listPage({ page, page_size: 2 });
      assert.equal(answer.count, everything.count);
      walked.push(...answer.results.map((order) => order.order_number));
    }
    assert.deepEqual(walked, everything.results.map((order) => order.order_number));

    const latestSlotFirst = await listPage({ page_size: 100, ordering: '-slot' });
    assert.deepEqual(latestSlotFirst.results.map((order) => order.order_number), walked.toReversed());
    const beyond = await listPage({ page: Math.ceil(everything.count / 2) + 1, page_size: 2 });
    assert.deepEqual(beyond, { count: everything.count, results: [] });

    for (const query of ['page_size=101', 'page=0', 'ordering=customer_name']) {
      const refused = await client.get(`${serviceStaffOrders.path}?${query}`);
      assert.equal(refused.statusCode, 400, query);
      assert.deepEqual(Object.keys(refused.json() as object), [query.split('=')[0]]);
    }
  });

  test('404 for an order of another market', async () => {
    const { body } = await orderBody(apps.cz, 'CZ');
    const { order_number } = (await book(apps.cz, body)).json() as { order_number: string };
    const client = await staff(apps.ro);
    const response = await client.request({ method: 'PATCH', url: statusChangePath(order_number), body: { status: 'received' } });
    assert.equal(response.statusCode, 404);
  });
});
