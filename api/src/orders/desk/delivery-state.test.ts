import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as v from 'valibot';
import { orderDeskList } from '@shop/shared/contract/order-desk';
import { packByScanning } from '../../packaging/test-support/pack-order';
import { useMarketApps } from '../../test-support/market-apps';
import type { TestClient } from '../../test-support/test-client';
import { DESK, deskDetailOf, deskStaff, placeDeskOrder } from '../test-support/desk-fixture';

const apps = useMarketApps();
let productSkip = 110;

async function gridRow(staff: TestClient, number: string, filter = '') {
  const response = await staff.get(`${DESK}?search=${number}${filter}`);
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(orderDeskList.response, response.json()).results[0];
}

describe('one delivery state in the grid and the detail (O-R7)', () => {
  test('packed, handed to the carrier and delivered: the grid row, its filter, the detail and the package agree at each step', async () => {
    const number = await placeDeskOrder(apps.cz, apps.database.db, 'CZ', productSkip++);
    const staff = await deskStaff(apps.cz, 'cs');
    const agree = async (state: string) => {
      const detail = await deskDetailOf(staff, number);
      assert.deepEqual(
        detail.packages.map((pack) => pack.status),
        [state],
        'the package',
      );
      assert.equal(detail.delivery_status, state, 'the detail');
      assert.equal((await gridRow(staff, number))?.delivery_status, state, 'the grid row');
      assert.equal((await gridRow(staff, number, `&delivery_status=${state}`))?.order_number, number, 'the grid filter');
      return detail;
    };
    assert.equal((await staff.request({ method: 'PATCH', url: `${DESK}${number}/status/`, body: { status: 'processing' } })).statusCode, 200);
    await packByScanning(apps.database.db, staff, number);
    const packed = await agree('packed');
    assert.equal((await staff.post(`/api/new/orders/staff/deliveries/${packed.packages[0]!.id}/hand-over/`, {})).statusCode, 200);
    await agree('handed_to_carrier');
    assert.equal((await staff.request({ method: 'PATCH', url: `${DESK}${number}/status/`, body: { status: 'delivered' } })).statusCode, 200);
    await agree('delivered');
  });

  test('a packed order moved to handed to the carrier by its status button: its parcel follows, so the grid does not say new', async () => {
    const number = await placeDeskOrder(apps.ro, apps.database.db, 'RO', productSkip++);
    const staff = await deskStaff(apps.ro, 'ro');
    assert.equal((await staff.request({ method: 'PATCH', url: `${DESK}${number}/status/`, body: { status: 'processing' } })).statusCode, 200);
    await packByScanning(apps.database.db, staff, number);
    assert.equal((await staff.request({ method: 'PATCH', url: `${DESK}${number}/status/`, body: { status: 'handed_to_carrier' } })).statusCode, 200);
    assert.equal((await gridRow(staff, number))?.delivery_status, 'handed_to_carrier');
    assert.equal((await gridRow(staff, number, '&delivery_status=new'))?.order_number, undefined);
    assert.equal((await staff.request({ method: 'PATCH', url: `${DESK}${number}/status/`, body: { status: 'returned' } })).statusCode, 200);
    assert.deepEqual((await deskDetailOf(staff, number)).packages.map((pack) => pack.status), ['returned']);
  });
});
