import assert from 'node:assert/strict';
import { test } from 'node:test';
import { orderNumberIn, statementAmount, statementDate, variableSymbol } from './statement-cells';

test('amounts as Czech, Romanian and Banca Transilvania exports write them', () => {
  assert.equal(statementAmount('1 299,00'), 1299);
  assert.equal(statementAmount('1\u00a0299,50'), 1299.5);
  assert.equal(statementAmount('-1.299,50'), -1299.5);
  assert.equal(statementAmount('1,299.00'), 1299);
  assert.equal(statementAmount('1299.00'), 1299);
  assert.equal(statementAmount('12990'), 12990);
  assert.equal(statementAmount('1.299'), 1299, 'three digits after the mark group thousands');
  assert.equal(statementAmount('500 CZK'), 500);
  assert.equal(statementAmount('abc'), null);
  assert.equal(statementAmount('1,2,3.4.5x'), null);
  assert.equal(statementAmount(''), null);
});

test('booking days day first or ISO, a time after them ignored, impossible days refused', () => {
  assert.equal(statementDate('5.1.2026'), '2026-01-05');
  assert.equal(statementDate('05.01.2026'), '2026-01-05');
  assert.equal(statementDate('2026-01-05'), '2026-01-05');
  assert.equal(statementDate('05/01/2026'), '2026-01-05');
  assert.equal(statementDate('05-01-2026 14:31:00'), '2026-01-05');
  assert.equal(statementDate('30.02.2026'), null);
  assert.equal(statementDate('Sold final'), null);
});

test('the order number in free text: marked with E, else one lone nine-digit number', () => {
  assert.equal(orderNumberIn('Plata comanda E123456789 Popescu Ion'), 'E123456789');
  assert.equal(orderNumberIn('comanda e 123456789'), 'E123456789');
  assert.equal(orderNumberIn('OP 123456789 Ion'), 'E123456789');
  assert.equal(orderNumberIn('OP 123456789 si 987654321'), null, 'two candidates: no guess');
  assert.equal(orderNumberIn('IBAN RO49AAAA1B31007593840000 telefon 0721234567'), null);
  assert.equal(variableSymbol('0123456789'), '123456789');
  assert.equal(variableSymbol('12ab'), '');
});
