import type { Locale } from '@shop/shared/contract/common';
import { translate } from '../i18n/server-i18n';
import { formatEndurance, type EnergyLabelRow } from './label-svg';

export interface SheetRow {
  caption: string;
  value: string;
}

/** The product information sheet's values (Annex V of Reg. (EU) 2023/1669) in the reader's language, as plain text. */
export function productSheetRows(label: EnergyLabelRow, typeCode: string, locale: Locale): SheetRow[] {
  const t = (id: Parameters<typeof translate>[1], values?: Record<string, unknown>) => translate(locale, id, values);
  return [
    { caption: t('energy.sheet.supplier'), value: label.supplierName },
    { caption: t('energy.sheet.model'), value: label.modelIdentifier },
    { caption: t('energy.sheet.type'), value: typeCode === 'tablets' ? t('energy.sheet.type_tablets') : t('energy.sheet.type_phones') },
    { caption: t('energy.sheet.class'), value: label.energyClass },
    { caption: t('energy.sheet.endurance'), value: formatEndurance(label.enduranceMinutes) },
    { caption: t('energy.sheet.cycles'), value: String(label.batteryCycles) },
    { caption: t('energy.sheet.free_fall'), value: label.freeFallClass },
    { caption: t('energy.sheet.repairability'), value: label.repairabilityClass },
    { caption: t('energy.sheet.ip'), value: label.ipRating },
    { caption: t('energy.sheet.capacity'), value: `${label.batteryCapacityMah} mAh` },
    { caption: t('energy.sheet.updates'), value: t('energy.sheet.years', { years: label.updateYears }) },
    { caption: t('energy.sheet.eprel'), value: label.eprelRegistrationNumber },
  ];
}
