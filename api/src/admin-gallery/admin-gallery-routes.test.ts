import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { AdminFileSetSchema, AdminPhotoSchema, GALLERY_PHOTO_MAX_BYTES, adminPhotoList } from '@shop/shared/contract/admin-gallery';
import { categories } from '../db/schema/categories';
import { photos } from '../db/schema/category-admin';
import { useMarketApps } from '../test-support/market-apps';
import { freshIp } from '../test-support/public-request';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';

const apps = useMarketApps();
const BASE = '/api/new/admin/gallery';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function signedIn(app: FastifyInstance, account: { email: string; password: string }): Promise<TestClient> {
  const client = new TestClient(app, app === apps.ro ? 'ro' : 'cs', freshIp());
  assert.equal((await client.login(account.email, account.password)).statusCode, 200);
  return client;
}

const upload = (bytes: Buffer, contentType: string) => ({ file_name: 'a.png', content_type: contentType, data_base64: bytes.toString('base64'), alt_cs: 'Telefon', alt_ro: 'Telefon mobil' });

test('a file set takes photos, serves them, shows them to the category picker, and goes only when empty', async () => {
  const staff = await signedIn(apps.cz, TEST_STAFF);
  const created = await staff.post(`${BASE}/file-sets/`, { name: 'Vánoce 2026' });
  assert.equal(created.statusCode, 201, created.body);
  const set = v.parse(AdminFileSetSchema, created.json());
  const renamed = await staff.request({ method: 'PATCH', url: `${BASE}/file-sets/${set.id}/`, body: { name: 'Vánoce' } });
  assert.equal(renamed.json().name, 'Vánoce');

  const uploaded = await staff.post(`${BASE}/file-sets/${set.id}/photos/`, upload(PNG, 'image/png'));
  assert.equal(uploaded.statusCode, 201, uploaded.body);
  const photo = v.parse(AdminPhotoSchema, uploaded.json());
  assert.deepEqual([photo.alt_cs, photo.alt_ro, photo.used_by], ['Telefon', 'Telefon mobil', 0]);
  const served = await apps.cz.inject({ url: photo.url });
  assert.equal(served.statusCode, 200);
  assert.equal(served.headers['content-type'], 'image/png');
  assert.equal(served.headers['x-content-type-options'], 'nosniff');
  assert.ok(served.rawPayload.equals(PNG));

  const picker = (await staff.get(`/api/new/gallery/file-sets/${set.id}/photos/`)).json() as { id: number; url: string }[];
  assert.deepEqual(picker.map((row) => row.id), [photo.id], 'the category picker sees the upload');
  const listed = v.parse(adminPhotoList.response, (await staff.get(`${BASE}/file-sets/${set.id}/photos/?page_size=10`)).json());
  assert.equal(listed.count, 1);
  // Counted by the set's own id (a subquery written with bare column names compared the photo's id instead).
  const counted = await staff.request({ method: 'PATCH', url: `${BASE}/file-sets/${set.id}/`, body: { name: 'Vánoce' } });
  assert.equal(v.parse(AdminFileSetSchema, counted.json()).photo_count, 1);

  const notEmpty = await staff.request({ method: 'DELETE', url: `${BASE}/file-sets/${set.id}/` });
  assert.equal(notEmpty.statusCode, 409);
  const [category] = await apps.database.db.select({ id: categories.id }).from(categories).limit(1);
  await apps.database.db.update(categories).set({ photoId: photo.id }).where(eq(categories.id, category!.id));
  const usedBy = v.parse(adminPhotoList.response, (await staff.get(`${BASE}/file-sets/${set.id}/photos/?page_size=10`)).json());
  assert.equal(usedBy.results[0]!.used_by, 1);
  const used = await staff.request({ method: 'DELETE', url: `${BASE}/photos/${photo.id}/` });
  assert.equal(used.statusCode, 409, 'a category shows it');
  await apps.database.db.update(categories).set({ photoId: null }).where(eq(categories.id, category!.id));
  assert.equal((await staff.request({ method: 'DELETE', url: `${BASE}/photos/${photo.id}/` })).statusCode, 200);
  assert.equal((await apps.cz.inject({ url: photo.url })).statusCode, 404, 'the bytes went with it');
  assert.equal((await staff.request({ method: 'DELETE', url: `${BASE}/file-sets/${set.id}/` })).statusCode, 200);
});

test('SVG, a disguised file, a wrong declared type and an oversized file are a 400 on the file; nothing is stored', async () => {
  const staff = await signedIn(apps.ro, TEST_STAFF);
  const set = v.parse(AdminFileSetSchema, (await staff.post(`${BASE}/file-sets/`, { name: 'Test' })).json());
  const before = (await apps.database.db.select({ id: photos.id }).from(photos)).length;
  for (const [bytes, type] of [
    [SVG, 'image/svg+xml'],
    [SVG, 'image/png'],
    [PNG, 'image/jpeg'],
    [Buffer.concat([PNG, Buffer.alloc(GALLERY_PHOTO_MAX_BYTES)]), 'image/png'],
  ] as const) {
    const refused = await staff.post(`${BASE}/file-sets/${set.id}/photos/`, upload(bytes, type));
    assert.equal(refused.statusCode, 400, `${type} ${bytes.length}`);
    assert.ok(refused.json().data_base64, refused.body);
  }
  const blank = await staff.post(`${BASE}/file-sets/`, { name: '  ' });
  assert.deepEqual(Object.keys(blank.json()), ['name']);
  assert.equal((await apps.database.db.select({ id: photos.id }).from(photos)).length, before);
  assert.equal((await (await signedIn(apps.ro, TEST_CUSTOMER)).get(`${BASE}/file-sets/`)).statusCode, 403);
  assert.equal((await staff.request({ method: 'POST', url: `${BASE}/file-sets/`, body: { name: 'X' }, csrf: false })).statusCode, 403);
});
