import { Plural, Trans } from '@lingui/react/macro';

/** "záruka 6 měsíců"; a diagnosis or a data transfer has none. */
export function WarrantyMonths({ months }: { months: number }) {
  if (months <= 0) return <Trans>bez záruky</Trans>;
  return <Plural value={months} one="záruka # měsíc" few="záruka # měsíce" other="záruka # měsíců" />;
}
