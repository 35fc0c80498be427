import { useLingui } from '@lingui/react/macro';
import { normalizeRoDistrict, RO_DISTRICTS } from '../validation/ro-county';
import { Select, type SelectProps } from './select';

const OPTIONS = RO_DISTRICTS.map((district) => ({ value: district, label: district }));

/**
 * The Romanian address's `district`: one of the 41 counties or the six Bucharest sectors (MARKETS.md §6), the values the
 * server accepts. A value saved before the list (`Sector 1`, `Cluj` typed without diacritics) shows as its list entry.
 */
export function DistrictSelect({ value, ...rest }: Omit<SelectProps, 'options' | 'placeholder'> & { value: string }) {
  const { t } = useLingui();
  return <Select {...rest} value={normalizeRoDistrict(value) ?? ''} options={OPTIONS} placeholder={t`Vyberte župu nebo sektor`} />;
}
