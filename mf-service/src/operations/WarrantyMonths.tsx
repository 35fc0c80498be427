import { Plural } from '@lingui/react/macro';

/** "záruka 6 měsíců" */
export function WarrantyMonths({ months }: { months: number }) {
  return <Plural value={months} one="záruka # měsíc" few="záruka # měsíce" other="záruka # měsíců" />;
}
