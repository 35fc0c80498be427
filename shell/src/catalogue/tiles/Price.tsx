import { PriceBlock } from '@shop/shared/ui/price-block';

interface PriceProps {
  price: number;
  /** `lowest_price_30_days`: the lowest price of the 30 days before `since`, crossed out only when higher than `price`. */
  lowest: number | null;
  /** When the price took effect: a discount's start date, which the law (and ANPC) wants next to the crossed price. */
  since?: string;
  size?: 'md' | 'xl';
}

/** A catalogue price: the kit's price block (the market's format, the 30-day lowest price crossed out and named, since when). */
export function Price(props: PriceProps) {
  return <PriceBlock {...props} />;
}
