import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { isApiError } from '@shop/shared/http/api-error';
import { useApiClient } from '@shop/shared/http/api-provider';
import { SelectorCascade } from '@shop/shared/selector/SelectorCascade';
import type { SelectorStep } from '@shop/shared/selector/selector-store';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Spinner } from '@shop/shared/ui/spinner';
import { trackBuyoutClick, trackBuyoutView, type BuyoutClick } from '../store/buyout-analytics';
import { AppraisalForm } from '../appraisal/AppraisalForm';
import { AppraisalLayout } from '../appraisal/AppraisalLayout';
import { isAppraisalLoaded } from '../store/appraisal-loaded';
import { PriceResult } from '../appraisal/PriceResult';
import { PricesChangedNotice } from '../appraisal/PricesChangedNotice';
import { buyoutChoicesCalls } from '../selector/buyout-choices';
import { useBuyout, useBuyoutStores, useSelection } from '../store/buyout-context';
import { appraisalErrorOf } from '../store/buyout-store';
import { shownAppraisal } from '../store/shown-appraisal';
import { hasView, VIEW } from '../store/view-flags';
import type { AppraisalAnswer } from './appraisal-queries';
import { LaterView, SellOnlineForm, SendToEmailForm } from './later-views';

const PICK_CLICKS: Record<SelectorStep, BuyoutClick> = {
  productType: 'selector_product_type',
  manufacturer: 'selector_manufacturer',
  model: 'selector_model',
  color: 'selector_color',
};

/** Selector, appraisal questions with the price, and the two ways to go on: e-mail or sell online. */
export function BuyoutPage({ appraisalAnswer }: { appraisalAnswer: UseQueryResult<AppraisalAnswer> }) {
  const { t } = useLingui();
  const stores = useBuyoutStores();
  const api = useApiClient();
  const fromAddress = useBuyout((state) => state.source?.from === 'address');
  // Spec section 4: a deep link shows one loading state until its selection and appraisal are there.
  if (fromAddress && appraisalAnswer.isLoading) return <Spinner label={t`Načítám váš výběr…`} />;
  // Opening the address failed: it names a device the server does not know, or the call failed.
  const addressError = fromAddress && appraisalAnswer.isError ? (isApiError(appraisalAnswer.error) && appraisalAnswer.error.status === 404 ? 'not_found' : 'failed') : null;

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
        api={api}
        choicesCalls={buyoutChoicesCalls}
        onSelectionUrl={(url) => stores.buyout.getState().showUrl(url)}
        onPick={(step, value) => trackBuyoutClick(PICK_CLICKS[step], { value })}
      />
      <Appraisal appraisalAnswer={appraisalAnswer} fromAddress={fromAddress} />
    </>
  );
}

function Appraisal({ appraisalAnswer, fromAddress }: { appraisalAnswer: UseQueryResult<AppraisalAnswer>; fromAddress: boolean }) {
  const { t } = useLingui();
  const formsId = useId();
  const hasSource = useBuyout((state) => state.source !== null);
  const given = useBuyout((state) => state.answers);
  const setAnswer = useBuyout((state) => state.setAnswer);
  const appraisal = (hasSource && appraisalAnswer.data?.appraisal) || null;
  const shown = appraisal && shownAppraisal(appraisal, given);
  const outcome = shown?.outcome ?? null;
  const appraisalError = hasSource && !fromAddress && appraisalAnswer.isError ? appraisalErrorOf(appraisalAnswer.error) : null;
  const priceLoading = hasSource && appraisalAnswer.isFetching;
  const viewFlags = useBuyout((state) => state.viewFlags);
  const switchView = useBuyout((state) => state.switchView);
  const emailOpen = hasView(viewFlags, VIEW.SEND_TO_EMAIL);
  const color = useSelection((state) => state.color.selected);
  const loaded = isAppraisalLoaded({ appraisal, appraisalError }, color);
  useEffect(() => {
    if (loaded && appraisal && color) trackBuyoutView('appraisal', { device: color, version: appraisal.version });
  }, [loaded, appraisal, color]);
  const sellOpen = hasView(viewFlags, VIEW.SELL_ONLINE);

  return (
    <>
      {/* With a form open the form says it, next to the button the customer just pressed. */}
      {!emailOpen && !sellOpen && <PricesChangedNotice />}
      <AppraisalLayout
        questions={loaded && shown ? <AppraisalForm appraisal={shown.appraisal} answers={shown.answers} onAnswer={(id, value) => setAnswer(shown, id, value)} /> : null}
        summary={<PriceResult loading={priceLoading} error={appraisalError} outcome={outcome} />}
      />
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
      {loaded && shown && outcome?.ok && emailOpen && (
        <LaterView>
          <SendToEmailForm id={`${formsId}-email`} shown={shown} notice={<PricesChangedNotice />} />
        </LaterView>
      )}
      {loaded && shown && outcome?.ok && sellOpen && (
        <LaterView>
          <SellOnlineForm id={`${formsId}-sell`} shown={shown} notice={<PricesChangedNotice />} />
        </LaterView>
      )}
    </>
  );
}
