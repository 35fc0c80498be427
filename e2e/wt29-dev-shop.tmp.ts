import { startShop } from './support/shop-server';
const cz = await startShop({ MARKET: 'CZ' });
const ro = await startShop({ MARKET: 'RO' });
console.log('CZ', cz.url, 'RO', ro.url);
process.on('SIGTERM', async () => { await cz.stop(); await ro.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
