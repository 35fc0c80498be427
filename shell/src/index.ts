// main.js stays a few hundred bytes of webpack runtime: the app is a lazy chunk the server preloads beside it
// (preload.json), so the browser fetches main.js, vendor, shop-shared and the app in parallel.
import('./bootstrap');
