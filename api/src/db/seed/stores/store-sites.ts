import type { Market } from '@shop/shared/contract/common';

/** A shop address: street, postcode and position of a real place in the city. */
export interface StoreSite {
  city: string;
  street: string;
  postcode: string;
  latitude: number;
  longitude: number;
}

type SiteRow = [street: string, postcode: string, latitude: number, longitude: number];

function city(name: string, ...sites: SiteRow[]): StoreSite[] {
  return sites.map(([street, postcode, latitude, longitude]) => ({ city: name, street, postcode, latitude, longitude }));
}

/** Fixed-line area codes by city (the leading digits after the country code), from the two national numbering plans. */
export const cityAreaCodes: Record<Market, Record<string, string>> = {
  CZ: {
    Praha: '22',
    Brno: '54',
    Ostrava: '59',
    Plzeň: '37',
    Liberec: '48',
    Olomouc: '58',
    'České Budějovice': '38',
    'Hradec Králové': '49',
    'Ústí nad Labem': '47',
    Pardubice: '46',
    Zlín: '57',
    Jihlava: '56',
    'Karlovy Vary': '35',
  },
  RO: {
    București: '21',
    'Cluj-Napoca': '264',
    Timișoara: '256',
    Iași: '232',
    Constanța: '241',
    Brașov: '268',
    Craiova: '251',
    Galați: '236',
    Oradea: '259',
    Ploiești: '244',
    Sibiu: '269',
    Arad: '257',
  },
};

export const storeSites: Record<Market, StoreSite[]> = {
  CZ: [
    ...city(
      'Praha',
      ['Václavské náměstí', '110 00', 50.081, 14.428],
      ['Roztylská', '148 00', 50.031, 14.492],
      ['Veselská', '199 00', 50.132, 14.502],
      ['Plzeňská', '150 00', 50.072, 14.403],
    ),
    ...city('Brno', ['Masarykova', '602 00', 49.193, 16.61], ['Heršpická', '639 00', 49.176, 16.604]),
    ...city('Ostrava', ['Nádražní', '702 00', 49.838, 18.286], ['Jantarová', '702 00', 49.831, 18.283]),
    ...city('Plzeň', ['Americká', '301 00', 49.744, 13.377]),
    ...city('Liberec', ['Soukenné náměstí', '460 01', 50.769, 15.057]),
    ...city('Olomouc', ['Horní náměstí', '779 00', 49.594, 17.251]),
    ...city('České Budějovice', ['Lannova třída', '370 01', 48.974, 14.48]),
    ...city('Hradec Králové', ['Gočárova třída', '500 02', 50.21, 15.833]),
    ...city('Ústí nad Labem', ['Mírové náměstí', '400 01', 50.66, 14.041]),
    ...city('Pardubice', ['Palackého třída', '530 02', 50.036, 15.779]),
    ...city('Zlín', ['náměstí Míru', '760 01', 49.226, 17.667]),
    ...city('Jihlava', ['Masarykovo náměstí', '586 01', 49.396, 15.591]),
    ...city('Karlovy Vary', ['Dr. Davida Bechera', '360 01', 50.23, 12.871]),
  ],
  RO: [
    ...city(
      'București',
      ['Bulevardul Magheru', '010325', 44.442, 26.098],
      ['Calea Vitan', '031296', 44.42, 26.127],
      ['Bulevardul Iuliu Maniu', '061344', 44.434, 26.015],
      ['Șoseaua Pipera', '077190', 44.505, 26.133],
    ),
    ...city('Cluj-Napoca', ['Strada Memorandumului', '400114', 46.77, 23.585], ['Calea Florești', '400665', 46.755, 23.55]),
    ...city('Timișoara', ['Piața Victoriei', '300030', 45.754, 21.225]),
    ...city('Iași', ['Bulevardul Ștefan cel Mare și Sfânt', '700064', 47.165, 27.58]),
    ...city('Constanța', ['Bulevardul Tomis', '900742', 44.178, 28.65]),
    ...city('Brașov', ['Strada Republicii', '500030', 45.643, 25.59]),
    ...city('Craiova', ['Calea Unirii', '200585', 44.319, 23.796]),
    ...city('Galați', ['Strada Domnească', '800008', 45.438, 28.054]),
    ...city('Oradea', ['Calea Republicii', '410167', 47.056, 21.931]),
    ...city('Ploiești', ['Bulevardul Republicii', '100066', 44.94, 26.025]),
    ...city('Sibiu', ['Strada Nicolae Bălcescu', '550159', 45.796, 24.15]),
    ...city('Arad', ['Bulevardul Revoluției', '310025', 46.175, 21.315]),
  ],
};
