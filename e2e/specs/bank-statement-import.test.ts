import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { placeOrder } from '../support/api-order';
import { axeAtBothWidths } from '../support/layout-checks';
import { DESK_TEXTS } from '../support/order-texts';
import { useShopAndBrowser } from '../support/shop-session';
import { staffCall } from '../support/staff-api';

/** The import's texts per market (from mf-orders' catalogs) and a statement of the market's bank paying `total`. */
const IMPORT = {
  CZ: {
    view: 'Import výpisu',
    paste: /Nebo vložte text výpisu/,
    preview: 'Zobrazit náhled',
    willPay: 'Zaplatí objednávku',
    confirm: 'Zaznamenat platby (1)',
    done: 'Zaznamenáno plateb: 1.',
    paid: 'Zaplaceno',
    statement: (orderNumber: string, total: number, day: string) =>
      [
        '"Výpis č. 11/2026 z účtu ""2900000000/2010"""',
        '"ID pohybu";"Datum";"Objem";"Měna";"Protiúčet";"Název protiúčtu";"Kód banky";"VS";"Zpráva pro příjemce"',
        `"${Date.now()}";"${day.split('-').reverse().join('.')}";"${total},00";"CZK";"123/0800";"Jana Nováková";"0800";"${orderNumber.slice(1)}";"Objednávka"`,
        `"${Date.now() + 1}";"${day.split('-').reverse().join('.')}";"-120,00";"CZK";"456/0100";"Poplatek";"0100";"";""`,
      ].join('\n'),
  },
  RO: {
    view: 'Importă extras',
    paste: /Sau lipiți textul extrasului/,
    preview: 'Previzualizare',
    willPay: 'Achită comanda',
    confirm: 'Înregistrați plățile (1)',
    done: 'Plăți înregistrate: 1.',
    paid: 'Plătită',
    statement: (orderNumber: string, total: number, day: string) =>
      [
        'Data tranzactie,Data valuta,Descriere,Referinta tranzactiei,Debit,Credit,Sold contabil',
        `${day},${day},"Incasare OP;Ana Popescu;plata comanda ${orderNumber}",BT${Date.now()},,"${total}.00","0.00"`,
        `${day},${day},"Comision",BT${Date.now() + 1},"5.00",,"0.00"`,
      ].join('\n'),
  },
} as const;

/** Issue #34: staff import the bank's statement for a bank-transfer order and see it paid. */
for (const market of ['CZ', 'RO'] as const) {
  describe(`bank statement import (${market})`, () => {
    const texts = IMPORT[market];
    const session = useShopAndBrowser(market);

    test('paste the statement, see the preview (axe clean at 1280 and 375 px), confirm, the order is paid', async () => {
      const { shop } = session;
      const { orderNumber } = await placeOrder(shop.url, market, `statement-${market.toLowerCase()}@example.com`, 'in_store', market === 'CZ' ? 'cs' : 'ro');
      const page = await session.staffPage();
      const { total } = (await staffCall(page, shop.url, 'GET', `/api/new/orders/staff/orders/${orderNumber}/`)) as { total: number };
      await page.goto(`${shop.url}${DESK_TEXTS[market].deskPath}`);
      await page.getByRole('button', { name: texts.view }).click();
      await page.getByLabel(texts.paste).fill(texts.statement(orderNumber, total, new Date().toISOString().slice(0, 10)));
      await page.getByRole('button', { name: texts.preview }).click();

      const row = page.getByRole('row').filter({ hasText: orderNumber });
      await row.getByText(texts.willPay).waitFor();
      await axeAtBothWidths(page, 'the statement preview');
      // By keyboard: the confirm is a button reached with Tab and pressed with Enter.
      const confirm = page.getByRole('button', { name: texts.confirm });
      await confirm.focus();
      await page.keyboard.press('Enter');
      await page.getByText(texts.done).waitFor();

      await row.getByRole('button', { name: orderNumber }).click();
      await page.getByTestId('order-detail').getByText(texts.paid, { exact: true }).first().waitFor();
      const detail = (await staffCall(page, shop.url, 'GET', `/api/new/orders/staff/orders/${orderNumber}/`)) as { payment_status: string; payment_balance: { balance: number } };
      assert.equal(detail.payment_status, 'paid');
      assert.equal(detail.payment_balance.balance, 0);
      assert.deepEqual(session.errors(), []);
    });
  });
}
