import { CategoryListingQuerySchema, ProductCodesBodySchema, SearchQuerySchema } from './catalogue';
import { modelPictureUrl, productPictureUrl } from '../catalogue/product-picture';
import { accepted, refused } from '../validation/test-support';

describe('category listing query', () => {
  it('reads search params as the address carries them: one value or many, numbers and flags as text', () => {
    const output = accepted(CategoryListingQuerySchema, {
      url_path: '/mobilni-telefony/apple/',
      manufacturer: '3',
      price_min: '5000',
      condition: ['new', 'used'],
      quality: 'A+',
      in_stock: '1',
      attribute: ['storage:128', 'storage:256'],
      page: '2',
    });
    expect(output).toMatchObject({ manufacturer: [3], price_min: 5000, condition: ['new', 'used'], quality: ['A+'], in_stock: true, page: 2, page_size: 24 });
    expect(output.attribute).toEqual(['storage:128', 'storage:256']);
  });

  it('refuses what cannot be a filter, field by field', () => {
    const errors = refused(CategoryListingQuerySchema, { url_path: 'mobilni-telefony', price_max: '-1', quality: 'E', ordering: 'cheapest', attribute: 'storage' });
    expect(Object.keys(errors).sort()).toEqual(['attribute.0', 'ordering', 'price_max', 'quality.0', 'url_path']);
  });
});

describe('search and last-visited bodies', () => {
  it('needs at least 2 characters after trimming', () => {
    expect(refused(SearchQuerySchema, { term: ' a ' })).toEqual({ term: ['min_length'] });
    expect(accepted(SearchQuerySchema, { term: ' iph ' }).term).toBe('iph');
  });

  it('takes a list of product codes', () => {
    expect(accepted(ProductCodesBodySchema, { codes: ['P100001', 'P100002'] }).codes).toEqual(['P100001', 'P100002']);
    expect(Object.keys(refused(ProductCodesBodySchema, { codes: 'P100001' }))).toEqual(['codes']);
  });
});

describe('product pictures', () => {
  it('one address per kind, design, view, colour and maker; selectors get the type kind', () => {
    expect(productPictureUrl({ kind: 'case', view: 'back', colourHex: '#3C6E9F', label: 'Spigen' })).toBe('/api/new/catalogue/pictures/v2/case/std/back/3c6e9f/Spigen.svg');
    expect(productPictureUrl({ kind: 'phone', view: 'side', colourHex: '#1c1c1e', label: 'Apple', model: 'iPhone 15 Pro' })).toBe(
      '/api/new/catalogue/pictures/v2/phone/island.triple-square.bar/side/1c1c1e/Apple.svg',
    );
    expect(modelPictureUrl('tablets', 'Apple', '#c7c8ca')).toBe('/api/new/catalogue/pictures/v2/tablet/std/front/c7c8ca/Apple.svg');
  });
});
