import type { Quality } from '@shop/shared/buyout/quality';
import type { DeviceConditionType } from '@shop/shared/contract/buyout-appraisal';

/**
 * How an answer moves the price, as a share of the model's A+ price (rounded per market).
 * Kept per appraisal in the database, so staff can later set amounts by hand.
 */
export type CorrectionRule = { shareOfTopPrice: number; atLeast?: { CZ: number; RO: number } };

export interface ChoiceSeed {
  value: string;
  labelCs: string;
  labelRo: string;
  /** The grade the answer leads to; null on a grading question rules the buyout out. */
  quality: Quality | null;
  correction?: CorrectionRule;
}

export interface ConditionSeed {
  code: string;
  type: DeviceConditionType;
  nameCs: string;
  nameRo: string;
  defaultValues: string[];
  choices: ChoiceSeed[];
}

const choice = (value: string, labelCs: string, labelRo: string, quality: Quality | null, correction?: CorrectionRule): ChoiceSeed => ({
  value,
  labelCs,
  labelRo,
  quality,
  ...(correction ? { correction } : {}),
});

/**
 * The questions a trade-in shop asks, in the order the form shows them. Display, body and
 * account lock have no default on purpose: the customer must look at the device and answer.
 * Charger and battery answers only correct the price (spec section 9), so they carry no grade.
 */
export const conditionSeeds: ConditionSeed[] = [
  {
    code: 'display',
    type: 'quality',
    nameCs: 'V jakém stavu je displej?',
    nameRo: 'În ce stare este ecranul?',
    defaultValues: [],
    choices: [
      choice('flawless', 'Bez škrábanců, jako nový', 'Fără zgârieturi, ca nou', 'A+'),
      choice('light-scratches', 'Jemné škrábance viditelné jen pod světlem', 'Zgârieturi fine, vizibile doar în lumină', 'A'),
      choice('scratches', 'Viditelné škrábance', 'Zgârieturi vizibile', 'B'),
      choice('deep-scratches', 'Hluboké škrábance nebo otlaky', 'Zgârieturi adânci sau urme de lovituri', 'C'),
      choice('cracked', 'Prasklé sklo nebo vadné pixely', 'Sticlă crăpată sau pixeli defecți', 'D', { shareOfTopPrice: -0.1 }),
      choice('dead', 'Displej nesvítí nebo nereaguje na dotyk', 'Ecranul nu se aprinde sau nu răspunde la atingere', null),
    ],
  },
  {
    code: 'body',
    type: 'quality',
    nameCs: 'V jakém stavu je tělo a rámeček?',
    nameRo: 'În ce stare sunt carcasa și rama?',
    defaultValues: [],
    choices: [
      choice('like-new', 'Bez známek používání', 'Fără urme de utilizare', 'A+'),
      choice('light-wear', 'Drobné známky používání', 'Urme ușoare de utilizare', 'A'),
      choice('visible-wear', 'Viditelné škrábance', 'Zgârieturi vizibile', 'B'),
      choice('dents', 'Odřeniny nebo promáčkliny', 'Zgârieturi adânci sau îndoituri', 'C'),
      choice('broken', 'Prasklá záda nebo ohnutý rám', 'Spatele crăpat sau rama îndoită', 'D'),
    ],
  },
  {
    code: 'function',
    type: 'quality',
    nameCs: 'Funguje zařízení bez závad?',
    nameRo: 'Funcționează dispozitivul fără defecte?',
    defaultValues: ['fully-working'],
    choices: [
      choice('fully-working', 'Vše funguje (tlačítka, fotoaparáty, reproduktory, Wi-Fi, nabíjení)', 'Totul funcționează (butoane, camere, difuzoare, Wi-Fi, încărcare)', 'A+'),
      choice('minor-fault', 'Drobná závada (např. nefunguje Face ID nebo čtečka otisků)', 'Defect minor (de ex. Face ID sau cititorul de amprentă nu funcționează)', 'C', { shareOfTopPrice: -0.08 }),
      choice('major-fault', 'Nefunguje fotoaparát, reproduktor, mikrofon nebo nabíjení', 'Nu funcționează camera, difuzorul, microfonul sau încărcarea', 'D'),
      choice('does-not-turn-on', 'Zařízení se nezapne', 'Dispozitivul nu pornește', null),
    ],
  },
  {
    code: 'account-lock',
    type: 'quality',
    nameCs: 'Je zařízení odhlášené z účtu (Apple ID, Google, Samsung) a je vypnutá funkce Najít?',
    nameRo: 'Este dispozitivul deconectat de la cont (Apple ID, Google, Samsung) și funcția Găsire este dezactivată?',
    defaultValues: [],
    choices: [
      choice('removed', 'Ano, účet je odhlášený', 'Da, contul este deconectat', 'A+'),
      choice('locked', 'Ne, zařízení je stále vázané na účet', 'Nu, dispozitivul este încă legat de cont', null),
    ],
  },
  {
    code: 'battery',
    type: 'battery',
    nameCs: 'Jaká je kondice baterie?',
    nameRo: 'Care este starea bateriei?',
    defaultValues: ['above-85'],
    choices: [
      choice('above-85', '85 % a více', '85 % sau mai mult', null),
      choice('from-80', '80–84 %', '80–84 %', null, { shareOfTopPrice: -0.04 }),
      choice('below-80', 'Pod 80 % nebo hlášení „Servis“', 'Sub 80 % sau mesajul „Service”', null, { shareOfTopPrice: -0.1 }),
    ],
  },
  {
    code: 'charger',
    type: 'charger',
    nameCs: 'Přikládáte originální nabíječku a kabel?',
    nameRo: 'Includeți încărcătorul și cablul originale?',
    defaultValues: ['no'],
    choices: [
      choice('yes', 'Ano', 'Da', null, { shareOfTopPrice: 0.02, atLeast: { CZ: 50, RO: 10 } }),
      choice('no', 'Ne', 'Nu', null),
    ],
  },
  {
    code: 'box',
    type: 'accessory',
    nameCs: 'Přikládáte původní krabici?',
    nameRo: 'Includeți cutia originală?',
    defaultValues: ['no'],
    choices: [
      // The box does not change the grade: both answers lead to the top one.
      choice('yes', 'Ano', 'Da', 'A+', { shareOfTopPrice: 0.02, atLeast: { CZ: 50, RO: 10 } }),
      choice('no', 'Ne', 'Nu', 'A+'),
    ],
  },
];
