import { orderQrPlatbaPayment } from './order-payment';
import { qrPlatbaString } from './spd-string';

test('a fixed order gives the SPD string written out by hand: VS from the order number, amount in koruny', () => {
  const payment = orderQrPlatbaPayment({ orderNumber: 'E123456789', totalCzk: 12_990 }, { iban: 'CZ65 0800 0000 1920 0014 5399', recipientName: 'Elektro Shop s.r.o.' });
  expect(qrPlatbaString(payment)).toBe('SPD*1.0*ACC:CZ6508000000192000145399*AM:12990.00*CC:CZK*MSG:OBJEDNAVKA E123456789*RN:ELEKTRO SHOP S.R.O.*X-VS:123456789');
});
