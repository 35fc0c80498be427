import { parsePhoneDesign, phoneDesignOf, pictureDesignOf, PICTURE_DESIGN_PATTERN } from './picture-design';

test('a phone model names its front, cameras and fold', () => {
  expect(phoneDesignOf('iPhone 13')).toEqual({ front: 'notch', camera: 'dual', fold: 'bar' });
  expect(phoneDesignOf('iPhone 15 Pro Max')).toEqual({ front: 'island', camera: 'triple-square', fold: 'bar' });
  expect(phoneDesignOf('iPhone SE (2022)')).toEqual({ front: 'bezel', camera: 'single', fold: 'bar' });
  expect(phoneDesignOf('Galaxy S24 Ultra')).toEqual({ front: 'punch', camera: 'quad', fold: 'bar' });
  expect(phoneDesignOf('Galaxy Z Fold5').fold).toBe('fold');
  expect(phoneDesignOf('Galaxy Z Flip5')).toMatchObject({ fold: 'flip', camera: 'dual' });
});

test('models with nothing telling in their name still spread over the camera layouts, the same way every time', () => {
  const cameras = new Set(['Redmi Note 13', 'Pixel 8', 'Xiaomi 14', 'Moto G84', 'Honor 90', 'Nokia G42'].map((model) => phoneDesignOf(model).camera));
  expect(cameras.size).toBeGreaterThan(1);
  expect(phoneDesignOf('Pixel 8')).toEqual(phoneDesignOf('Pixel 8'));
});

test('the address segment round-trips for phones and cases, and names earbuds apart from over-ear headphones', () => {
  const design = pictureDesignOf('case', 'Pouzdro pro iPhone 14 Pro');
  expect(design).toMatch(PICTURE_DESIGN_PATTERN);
  expect(parsePhoneDesign(design)).toEqual(phoneDesignOf('Pouzdro pro iPhone 14 Pro'));
  expect(pictureDesignOf('headphones', 'Galaxy Buds3')).toBe('earbuds');
  expect(pictureDesignOf('headphones', 'WH-1000XM5')).toBe('over-ear');
  expect(pictureDesignOf('charger', 'USB-C 20 W')).toBe('std');
  expect(parsePhoneDesign('std')).toBeNull();
});
