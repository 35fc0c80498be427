import type { ColourName } from './colour-palette';
import type { ProductTypeCode } from './product-types';

export interface ModelSeed {
  name: string;
  year: number;
}

export interface ModelLine {
  manufacturer: string;
  type: ProductTypeCode;
  /** Colours the line comes in; each model gets 2 to 5 of them. */
  palette: ColourName[];
  models: ModelSeed[];
}

/** Every generation in every variant: `cross('iPhone ', [['15', 2023]], ['', ' Pro'])` -> iPhone 15, iPhone 15 Pro. */
function cross(prefix: string, generations: [string, number][], variants: string[]): ModelSeed[] {
  return generations.flatMap(([generation, year]) => variants.map((variant) => ({ name: `${prefix}${generation}${variant}`, year })));
}

function released(year: number, ...names: string[]): ModelSeed[] {
  return names.map((name) => ({ name, year }));
}

const applePhones: ColourName[] = ['black', 'white', 'blue', 'midnight', 'starlight', 'purple', 'red', 'pink', 'yellow', 'green', 'titanium'];
const androidPhones: ColourName[] = ['black', 'white', 'blue', 'green', 'purple', 'graphite', 'silver', 'cream', 'lavender', 'mint', 'yellow', 'orange'];
const tablets: ColourName[] = ['graphite', 'silver', 'blue', 'pink', 'purple', 'starlight', 'black', 'white', 'mint'];
const watches: ColourName[] = ['black', 'silver', 'gold', 'graphite', 'midnight', 'starlight', 'green', 'pink', 'white', 'titanium', 'orange'];

/** The catalogue the seed grows from: real model lines of the makers the shops sell. */
export const modelLines: ModelLine[] = [
  {
    manufacturer: 'Apple',
    type: 'phones',
    palette: applePhones,
    models: [
      ...cross('iPhone ', [['11', 2019]], ['', ' Pro', ' Pro Max']),
      ...cross('iPhone ', [['12', 2020], ['13', 2021]], [' mini', '', ' Pro', ' Pro Max']),
      ...cross('iPhone ', [['14', 2022], ['15', 2023], ['16', 2024]], ['', ' Plus', ' Pro', ' Pro Max']),
      ...released(2022, 'iPhone SE (2022)'),
    ],
  },
  {
    manufacturer: 'Samsung',
    type: 'phones',
    palette: androidPhones,
    models: [
      ...cross('Galaxy S', [['21', 2021], ['22', 2022], ['23', 2023], ['24', 2024]], ['', '+', ' Ultra']),
      ...released(2023, 'Galaxy S23 FE', 'Galaxy A14', 'Galaxy A15', 'Galaxy A25', 'Galaxy A34', 'Galaxy A54'),
      ...released(2024, 'Galaxy S24 FE', 'Galaxy A35', 'Galaxy A55'),
      ...cross('Galaxy Z Fold', [['4', 2022], ['5', 2023], ['6', 2024]], ['']),
      ...cross('Galaxy Z Flip', [['4', 2022], ['5', 2023], ['6', 2024]], ['']),
    ],
  },
  {
    manufacturer: 'Xiaomi',
    type: 'phones',
    palette: androidPhones,
    models: [
      ...cross('Redmi Note ', [['12', 2023], ['13', 2024]], ['', ' Pro', ' Pro+']),
      ...cross('Xiaomi ', [['13', 2023], ['14', 2024]], ['', 'T', 'T Pro']),
      ...released(2023, 'POCO F5'),
      ...released(2024, 'POCO F6', 'POCO X6 Pro'),
    ],
  },
  {
    manufacturer: 'Google',
    type: 'phones',
    palette: androidPhones,
    models: [
      ...cross('Pixel ', [['7', 2022], ['8', 2023], ['9', 2024]], ['', ' Pro']),
      ...released(2023, 'Pixel 7a'),
      ...released(2024, 'Pixel 8a', 'Pixel 9 Pro XL', 'Pixel 9 Pro Fold'),
    ],
  },
  {
    manufacturer: 'Motorola',
    type: 'phones',
    palette: androidPhones,
    models: [
      ...released(2023, 'Moto G54', 'Moto G84', 'Edge 40', 'Edge 40 Neo', 'Razr 40', 'Razr 40 Ultra'),
      ...released(2024, 'Moto G85', 'Edge 50 Pro', 'Edge 50 Ultra', 'Razr 50'),
    ],
  },
  {
    manufacturer: 'Honor',
    type: 'phones',
    palette: androidPhones,
    models: [...released(2023, 'Honor 90', 'Honor 90 Lite', 'Magic5 Pro', 'X8b'), ...released(2024, 'Honor 200', 'Honor 200 Pro', 'Magic6 Pro', 'Magic6 Lite')],
  },
  {
    manufacturer: 'OnePlus',
    type: 'phones',
    palette: androidPhones,
    models: [
      ...cross('OnePlus ', [['11', 2023], ['12', 2024]], ['', 'R']),
      ...released(2023, 'Nord 3', 'Nord CE 3 Lite'),
      ...released(2024, 'Nord 4', 'Nord CE 4'),
    ],
  },
  {
    manufacturer: 'Huawei',
    type: 'phones',
    palette: androidPhones,
    models: [...released(2022, 'Mate 50 Pro'), ...released(2023, 'P60 Pro', 'nova 11'), ...released(2024, 'nova 12 SE', 'Pura 70', 'Pura 70 Pro')],
  },
  {
    manufacturer: 'Nothing',
    type: 'phones',
    palette: ['black', 'white'],
    models: [...released(2022, 'Phone (1)'), ...released(2023, 'Phone (2)'), ...released(2024, 'Phone (2a)', 'CMF Phone 1')],
  },
  {
    manufacturer: 'Sony',
    type: 'phones',
    palette: androidPhones,
    models: [...released(2023, 'Xperia 1 V', 'Xperia 5 V', 'Xperia 10 V'), ...released(2024, 'Xperia 1 VI', 'Xperia 10 VI')],
  },
  {
    manufacturer: 'Apple',
    type: 'tablets',
    palette: tablets,
    models: [
      ...released(2021, 'iPad 10.2 (2021)', 'iPad mini 6'),
      ...released(2022, 'iPad 10.9 (2022)', 'iPad Air (M1)', 'iPad Pro 11 (M2)', 'iPad Pro 12.9 (M2)'),
      ...released(2024, 'iPad Air 11 (M2)', 'iPad Air 13 (M2)', 'iPad Pro 11 (M4)', 'iPad Pro 13 (M4)', 'iPad mini (A17 Pro)'),
    ],
  },
  {
    manufacturer: 'Samsung',
    type: 'tablets',
    palette: tablets,
    models: [
      ...cross('Galaxy Tab S', [['8', 2022], ['9', 2023]], ['', '+', ' Ultra']),
      ...released(2022, 'Galaxy Tab A8'),
      ...released(2023, 'Galaxy Tab S9 FE', 'Galaxy Tab S9 FE+', 'Galaxy Tab A9', 'Galaxy Tab A9+'),
      ...released(2024, 'Galaxy Tab S10+', 'Galaxy Tab S10 Ultra'),
    ],
  },
  {
    manufacturer: 'Xiaomi',
    type: 'tablets',
    palette: tablets,
    models: [...released(2023, 'Xiaomi Pad 6', 'Redmi Pad SE'), ...released(2024, 'Redmi Pad Pro', 'Xiaomi Pad 6S Pro')],
  },
  {
    manufacturer: 'Lenovo',
    type: 'tablets',
    palette: tablets,
    models: [...released(2021, 'Yoga Tab 13'), ...released(2022, 'Tab P11 (2nd Gen)', 'Tab M10 Plus (3rd Gen)'), ...released(2023, 'Tab P12'), ...released(2024, 'Tab M11')],
  },
  {
    manufacturer: 'Huawei',
    type: 'tablets',
    palette: tablets,
    models: [...released(2023, 'MatePad 11.5', 'MatePad SE'), ...released(2024, 'MatePad Pro 13.2')],
  },
  { manufacturer: 'Honor', type: 'tablets', palette: tablets, models: released(2023, 'Pad 9', 'Pad X9') },
  {
    manufacturer: 'Apple',
    type: 'smart-watches',
    palette: watches,
    models: [...cross('Watch Series ', [['8', 2022], ['9', 2023], ['10', 2024]], ['']), ...released(2022, 'Watch SE (2022)'), ...released(2023, 'Watch Ultra 2')],
  },
  {
    manufacturer: 'Samsung',
    type: 'smart-watches',
    palette: watches,
    models: [
      ...released(2022, 'Galaxy Watch5', 'Galaxy Watch5 Pro'),
      ...released(2023, 'Galaxy Watch6', 'Galaxy Watch6 Classic'),
      ...released(2024, 'Galaxy Watch7', 'Galaxy Watch Ultra'),
    ],
  },
  {
    manufacturer: 'Garmin',
    type: 'smart-watches',
    palette: watches,
    models: [
      ...released(2022, 'Fenix 7', 'Instinct 2', 'Forerunner 265', 'Forerunner 965'),
      ...released(2023, 'Venu 3', 'Vivoactive 5'),
      ...released(2024, 'Fenix 8'),
    ],
  },
  { manufacturer: 'Huawei', type: 'smart-watches', palette: watches, models: [...released(2023, 'Watch GT 4', 'Watch 4 Pro'), ...released(2024, 'Watch Fit 3')] },
  { manufacturer: 'Xiaomi', type: 'smart-watches', palette: watches, models: [...released(2022, 'Watch 2 Pro'), ...released(2024, 'Redmi Watch 4', 'Watch S3')] },
  { manufacturer: 'Google', type: 'smart-watches', palette: watches, models: [...released(2023, 'Pixel Watch 2'), ...released(2024, 'Pixel Watch 3')] },
  { manufacturer: 'OnePlus', type: 'smart-watches', palette: watches, models: released(2024, 'Watch 2') },
];
