import { NEUTRAL_PICTURE_COLOUR, PICTURE_KINDS, productPictureUrl, type PictureKind } from '@shop/shared/catalogue/product-picture';
import type { FeedKind } from '@shop/shared/contract/admin-feeds';
import type { Market } from '@shop/shared/contract/common';
import { pagePath } from '@shop/shared/routing/page-paths';
import { deliveryDays, type FeedProduct } from './feed-products';
import { element } from './xml-text';

const CURRENCY: Record<Market, string> = { CZ: 'CZK', RO: 'RON' };
const SHOP_NAME: Record<Market, string> = { CZ: 'Obchod s elektronikou', RO: 'Magazin de electronice' };

export interface FeedContext {
  market: Market;
  /** `https://shop.example`: feeds need absolute links. */
  origin: string;
}

function productUrl(context: FeedContext, product: FeedProduct): string {
  return context.origin + pagePath(context.market, 'product', [product.seoName]);
}

function pictureUrl(context: FeedContext, product: FeedProduct): string {
  const kind = (PICTURE_KINDS as readonly string[]).includes(product.pictureKind) ? (product.pictureKind as PictureKind) : 'phone';
  return context.origin + productPictureUrl({ kind, colourHex: product.colourHex ?? NEUTRAL_PICTURE_COLOUR, label: product.manufacturer });
}

/** Heureka's XML feed (CZ): one SHOPITEM per deliverable product, price with VAT in whole Kč. */
export function heurekaItem(context: FeedContext, product: FeedProduct): string {
  const days = deliveryDays(product);
  if (days === null) return '';
  return [
    '<SHOPITEM>',
    element('ITEM_ID', product.code),
    element('PRODUCTNAME', product.name),
    element('PRODUCT', product.name),
    element('DESCRIPTION', product.description),
    element('URL', productUrl(context, product)),
    element('IMGURL', pictureUrl(context, product)),
    element('PRICE_VAT', product.price),
    element('MANUFACTURER', product.manufacturer),
    element('CATEGORYTEXT', `Elektronika | ${product.typeName}`),
    // Heureka's field for second-hand goods: a used item must not be offered as new.
    ...(product.condition === 'used' ? [element('ITEM_TYPE', 'bazar')] : []),
    element('DELIVERY_DATE', days),
    '</SHOPITEM>\n',
  ].join('');
}

/** Google Merchant RSS 2.0 item: price with the ISO currency, availability and condition. */
export function googleItem(context: FeedContext, product: FeedProduct): string {
  return [
    '<item>',
    element('g:id', product.code),
    element('title', product.name),
    element('description', product.description || product.name),
    element('link', productUrl(context, product)),
    element('g:image_link', pictureUrl(context, product)),
    element('g:price', `${product.price}.00 ${CURRENCY[context.market]}`),
    element('g:availability', product.stock > 0 ? 'in_stock' : 'out_of_stock'),
    element('g:condition', product.condition === 'used' ? 'used' : 'new'),
    element('g:brand', product.manufacturer),
    element('g:product_type', product.typeName),
    '</item>\n',
  ].join('');
}

export function feedHead(kind: FeedKind, context: FeedContext): string {
  if (kind === 'heureka') return '<?xml version="1.0" encoding="utf-8"?>\n<SHOP>\n';
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n',
    element('title', SHOP_NAME[context.market]),
    element('link', `${context.origin}/`),
    element('description', SHOP_NAME[context.market]),
    '\n',
  ].join('');
}

export function feedTail(kind: FeedKind): string {
  return kind === 'heureka' ? '</SHOP>\n' : '</channel>\n</rss>\n';
}

export function feedItem(kind: FeedKind, context: FeedContext, product: FeedProduct): string {
  return kind === 'heureka' ? heurekaItem(context, product) : googleItem(context, product);
}

