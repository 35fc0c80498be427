import { useLingui } from '@lingui/react/macro';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { useMarket } from '@shop/shared/i18n/market-context';

/** A page whose content is one remote's exposed app; the frame around it stays the shell's. */
export function RemotePage({ remote, exposed }: { remote: string; exposed: string }) {
  const { market } = useMarket();
  const { i18n } = useLingui();
  return <RemoteSlot remote={remote} exposed={exposed} props={{ market, locale: i18n.locale }} />;
}
