import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { SelectorCascade } from '@shop/shared/selector/SelectorCascade';
import type { SelectorStep } from '@shop/shared/selector/selector-store';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Spinner } from '@shop/shared/ui/spinner';
import { trackBuyoutClick, trackBuyoutView, type BuyoutClick } from '../store/buyout-analytics';
import { AppraisalForm } from '../appraisal/AppraisalForm';
import { isAppraisalLoaded } from '../store/appraisal-loaded';
import { PriceResult } from '../appraisal/PriceResult';
import { PricesChangedNotice } from '../appraisal/PricesChangedNotice';
import { buyoutChoicesCalls } from '../selector/buyout-choices';
import { SellOnlineForm } from '../sell-online/SellOnlineForm';
import { SendToEmailForm } from '../send-to-email/SendToEmailForm';
import { useBuyout, useBuyoutStores, useSelection } from '../store/buyout-context';
import { hasView, VIEW } from '../store/view-flags';

const PICK_CLICKS: Record<SelectorStep, BuyoutClick> = {
  productType: 'selector_product_type',
  manufacturer: 'selector_manufacturer',
  model: 'selector_model',
  color: 'selector_color',
};

/** Selector, appraisal questions with the price, and the two ways to go on: e-mail or sell online. */
export function BuyoutPage() {
  const { t } = useLingui();
  const stores = useBuyoutStores();
  const loadingFromUrl = useBuyout((state) => state.loadingFromUrl);
  const addressError = useBuyout((state) => state.addressError);

  if (loadingFromUrl !== null) return <Spinner label={t`Načítám váš výběr…`} />;
  return (
    <>
      {addressError && (
        <Alert kind="error">
          {addressError === 'not_found' ? (
            <Trans>Zařízení z odkazu jsme nenašli. Vyberte ho prosím znovu.</Trans>
          ) : (
            <Trans>Výběr z odkazu se nepodařilo načíst. Vyberte prosím zařízení znovu.</Trans>
          )}
        </Alert>
      )}
      <SelectorCascade
        store={stores.selector}
        choicesCalls={buyoutChoicesCalls}
        onSelectionUrl={(url) => stores.buyout.getState().showUrl(url)}
        onPick={(step, value) => trackBuyoutClick(PICK_CLICKS[step], { value })}
      />
      <Appraisal />
    </>
  );
}

function Appraisal() {
  const { t } = useLingui();
  const formsId = useId();
  const appraisal = useBuyout((state) => state.appraisal);
  const answers = useBuyout((state) => state.answers);
  const setAnswer = useBuyout((state) => state.setAnswer);
  const outcome = useBuyout((state) => state.outcome);
  const viewFlags = useBuyout((state) => state.viewFlags);
  const switchView = useBuyout((state) => state.switchView);
  const emailOpen = hasView(viewFlags, VIEW.SEND_TO_EMAIL);
  const color = useSelection((state) => state.color.selected);
  const loaded = useBuyout((state) => isAppraisalLoaded(state, color));
  useEffect(() => {
    if (loaded && appraisal && color) trackBuyoutView('appraisal', { device: color, version: appraisal.version });
  }, [loaded, appraisal, color]);
  const sellOpen = hasView(viewFlags, VIEW.SELL_ONLINE);

  return (
    <>
      {/* With a form open the form says it, next to the button the customer just pressed. */}
      {!emailOpen && !sellOpen && <PricesChangedNotice />}
      {loaded && appraisal && <AppraisalForm appraisal={appraisal} answers={answers} onAnswer={setAnswer} />}
      <PriceResult />
      {loaded && outcome?.ok && (
        <div role="group" aria-label={t`Jak chcete pokračovat`}>
          <Button
            variant={emailOpen ? 'primary' : 'secondary'}
            aria-expanded={emailOpen}
            aria-controls={`${formsId}-email`}
            onClick={() => {
              trackBuyoutClick('open_send_to_email');
              switchView(VIEW.SEND_TO_EMAIL);
            }}
          >
            <Trans>Poslat nabídku e-mailem</Trans>
          </Button>{' '}
          <Button
            variant={sellOpen ? 'primary' : 'secondary'}
            aria-expanded={sellOpen}
            aria-controls={`${formsId}-sell`}
            onClick={() => {
              trackBuyoutClick('open_sell_online');
              switchView(VIEW.SELL_ONLINE);
            }}
          >
            <Trans>Prodat online</Trans>
          </Button>
        </div>
      )}
      {loaded && outcome?.ok && emailOpen && <SendToEmailForm id={`${formsId}-email`} notice={<PricesChangedNotice />} />}
      {loaded && outcome?.ok && sellOpen && <SellOnlineForm id={`${formsId}-sell`} notice={<PricesChangedNotice />} />}
    </>
  );
}
