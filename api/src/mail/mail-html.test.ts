import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mailHtml } from './mail-html';

test('every value in the HTML part is escaped: text, device, price, button and the shop name', () => {
  const html = mailHtml({
    locale: 'cs',
    shopName: 'Elektro <Shop> & spol.',
    subject: 'Nabídka "výkupu"',
    text: 'Dobrý den, <script>alert(1)</script>,\n\nposíláme nabídku & děkujeme.\n\nhttps://shop.example/vykup/?a=1&b=2',
    device: 'Apple iPhone 15 <b>Modrá</b>',
    price: '12\u00a0990\u00a0Kč',
    button: { label: 'Otevřít <nabídku>', href: 'https://shop.example/vykup/?a=1&b=2' },
  });
  assert.ok(!html.includes('<script>'), 'no user markup survives');
  assert.ok(!html.includes('<b>'));
  assert.ok(html.includes('Dobrý den, &#60;script&#62;alert(1)&#60;/script&#62;,'));
  assert.ok(html.includes('posíláme nabídku &#38; děkujeme.'));
  assert.ok(html.includes('Apple iPhone 15 &#60;b&#62;Modrá&#60;/b&#62;'));
  assert.ok(html.includes('Elektro &#60;Shop&#62; &#38; spol.'));
  assert.ok(html.includes('<title>Nabídka &#34;výkupu&#34;</title>'));
  assert.ok(html.includes('href="https://shop.example/vykup/?a=1&#38;b=2"'));
  assert.ok(html.includes('>Otevřít &#60;nabídku&#62;</a>'));
  assert.ok(html.includes('<strong>12\u00a0990\u00a0Kč</strong>'));
  // The line that only repeats the link is the button now, not a paragraph.
  assert.equal(html.split('https://shop.example/vykup/').length, 2);
  assert.match(html, /^<html lang="cs">$/m);
});

test('a button link must be the shop\'s absolute link', () => {
  assert.throws(() => mailHtml({ locale: 'ro', shopName: 'Shop', subject: 's', text: 't', device: 'd', button: { label: 'x', href: 'javascript:alert(1)' } }));
});
