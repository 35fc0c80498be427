import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { HoneypotField, honeypotBody } from '@shop/shared/ui/honeypot-field';
import styled from 'styled-components';
import { sellOnlineBodySchema } from '@shop/shared/contract/buyout-sell-online';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Spinner } from '@shop/shared/ui/spinner';
import { trackBuyoutClick } from '../store/buyout-analytics';
import { useBuyout } from '../store/buyout-context';
import type { ShownAppraisal } from '../store/shown-appraisal';
import { translateFieldMessages } from '@shop/shared/validation/issue-message';
import { unplacedMessages } from '@shop/shared/validation/unplaced-messages';
import { PAYLOAD_PATH } from '../store/personal-info';
import { DistrictControl, SelectControl, TextControl } from './PersonalInfoControls';
import { countryOptionsQuery, useSellBuyoutOnline } from './queries';
import { FramedFieldset } from '@shop/shared/ui/framed-fieldset';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { DeviceIdentityGroup } from './DeviceIdentityGroup';
import { useAccountPrefill } from './use-account-prefill';

const PLACED_PATHS = Object.values(PAYLOAD_PATH);

/** The sell-online form: device, seller, ID document, address, optional pickup address, bank account. */
export function SellOnlineForm({
  id,
  shown,
  notice,
}: {
  id: string;
  /** The appraisal sold, with the answers in force and their price. */
  shown: ShownAppraisal;
  /** Shown with the form's own messages (the flow passes the prices-changed notice). */
  notice?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { market, phonePrefix } = useMarket();
  const api = useApiClient();
  const { outcome } = shown;
  const errors = useBuyout((state) => state.personalInfoErrors);
  const sellFailed = useBuyout((state) => state.sellFailed);
  const pickupAltAddress = useBuyout((state) => state.personalInfo.pickupAltAddress);
  const setPersonalInfo = useBuyout((state) => state.setPersonalInfo);
  const saleBody = useBuyout((state) => state.saleBody);
  const sell = useSellBuyoutOnline({ onSold: useBuyout((state) => state.saleDone), onFailed: useBuyout((state) => state.saleFailed) });
  const closeView = useBuyout((state) => state.closeView);
  const form = useRef<HTMLFormElement>(null);
  const trap = useRef<HTMLInputElement>(null);
  useAccountPrefill(api);

  // Labels come in the request's language; one load per language is enough.
  const countries = useQuery(countryOptionsQuery(api, i18n.locale as Locale));
  const countryOptions = (countries.data ?? []).map((country) => ({ value: String(country.value), label: country.label }));

  useEffect(() => form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus(), []);
  // After a refused submit the customer lands on the first field to fix.
  useEffect(() => {
    if (errors) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    trackBuyoutClick('sell_online');
    if (sell.isPending) return;
    const body = saleBody(shown, sellOnlineBodySchema);
    if (body) sell.mutate({ body: { ...body, ...honeypotBody(trap.current) } });
  };

  const otherErrors = translateFieldMessages(unplacedMessages(errors, PLACED_PATHS), i18n);
  const price = outcome?.ok ? formatPrice(outcome.price, market) : null;
  const isRomania = market === 'RO';
  const countrySelect = (field: 'country' | 'nationality' | 'altCountry', label: string) => (
    <SelectControl field={field} label={label} required options={countryOptions} placeholder={t`Vyberte zemi`} />
  );

  return (
    <form id={id} ref={form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Prodat zařízení online</Trans>
      </h2>
      {countries.isPending && <Spinner label={t`Načítám seznam zemí…`} />}
      {countries.isError && (
        <LoadFailed onRetry={() => void countries.refetch()}>
          <Trans>Seznam zemí se nepodařilo načíst.</Trans>
        </LoadFailed>
      )}

      <FramedFieldset>
        <legend>
          <Trans>Zařízení</Trans>
        </legend>
        <DeviceIdentityGroup>
          <TextControl field="imei" label={t`IMEI`} inputMode="numeric" hint={t`Vyplňte IMEI nebo sériové číslo. IMEI zjistíte vytočením *#06#.`} />
          <TextControl field="serialNumber" label={t`Sériové číslo`} />
        </DeviceIdentityGroup>
        <TextControl field="note" label={t`Poznámka`} multiline />
      </FramedFieldset>

      <FramedFieldset>
        <legend>
          <Trans>Osobní údaje</Trans>
        </legend>
        <TextControl field="titleBeforeName" label={t`Titul před jménem`} hint={t`Například Ing.`} />
        <TextControl field="firstName" label={t`Jméno`} required autoComplete="given-name" />
        <TextControl field="lastName" label={t`Příjmení`} required autoComplete="family-name" />
        <SelectControl
          field="gender"
          label={t`Pohlaví`}
          required
          placeholder={t`Vyberte`}
          options={[
            { value: 'male', label: t`Muž` },
            { value: 'female', label: t`Žena` },
          ]}
        />
        <TextControl field="birthNumber" label={isRomania ? t`CNP` : t`Rodné číslo`} required inputMode="numeric" />
        <TextControl field="placeOfBirth" label={t`Místo narození`} required />
        {countrySelect('nationality', t`Státní občanství`)}
        <TextControl field="phoneNumber" label={t`Telefon`} required autoComplete="tel" inputMode="tel" hint={t`S předvolbou ${phonePrefix} nebo bez ní.`} />
        <TextControl field="email" label={t`E-mail`} required autoComplete="email" inputMode="email" />
      </FramedFieldset>

      <FramedFieldset>
        <legend>
          <Trans>Doklad totožnosti</Trans>
        </legend>
        <TextControl field="identityCardNumber" label={t`Číslo občanského průkazu nebo pasu`} required />
        <TextControl field="identityReleasedBy" label={t`Doklad vydal`} required />
        <TextControl field="identityValidTo" label={t`Platnost dokladu do`} required hint={t`Ve tvaru DD.MM.RRRR`} />
      </FramedFieldset>

      <FramedFieldset>
        <legend>
          <Trans>Adresa bydliště</Trans>
        </legend>
        <TextControl field="street" label={t`Ulice a číslo domu`} required autoComplete="street-address" />
        <TextControl field="city" label={t`Město`} required autoComplete="address-level2" />
        <TextControl field="postcode" label={t`PSČ`} required autoComplete="postal-code" />
        <DistrictControl field="district" label={isRomania ? t`Župa nebo sektor` : t`Okres`} autoComplete="address-level1" />
        {countrySelect('country', t`Země`)}
        <CheckboxLabel>
          <input type="checkbox" checked={pickupAltAddress} onChange={(event) => setPersonalInfo('pickupAltAddress', event.target.checked)} />
          <Trans>Zařízení vyzvedněte na jiné adrese</Trans>
        </CheckboxLabel>
      </FramedFieldset>

      {pickupAltAddress && (
        <FramedFieldset>
          <legend>
            <Trans>Adresa vyzvednutí</Trans>
          </legend>
          <TextControl field="altStreet" label={t`Ulice a číslo domu (vyzvednutí)`} required />
          <TextControl field="altCity" label={t`Město (vyzvednutí)`} required />
          <TextControl field="altPostcode" label={t`PSČ (vyzvednutí)`} required />
          <DistrictControl field="altDistrict" label={isRomania ? t`Župa nebo sektor (vyzvednutí)` : t`Okres (vyzvednutí)`} />
          {countrySelect('altCountry', t`Země (vyzvednutí)`)}
        </FramedFieldset>
      )}

      <FramedFieldset>
        <legend>
          <Trans>Bankovní spojení</Trans>
        </legend>
        <TextControl
          field="bankAccountNumber"
          label={isRomania ? t`IBAN` : t`Číslo účtu`}
          required
          hint={isRomania ? undefined : t`Například 19-2000145399, kód banky můžete připsat za lomítko.`}
        />
        {/* Not marked required: the code may be typed after the account (`19-2000145399/0800`); the rule says so when neither has it. */}
        <TextControl field="bankCode" label={t`Kód banky`} inputMode="numeric" />
      </FramedFieldset>

      <div aria-live="polite">
        {notice}
        {errors && (
          <Alert kind="error">
            <Trans>Formulář obsahuje chyby. Opravte prosím označená pole.</Trans>
            {otherErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </Alert>
        )}
        {sellFailed && (
          <Alert kind="error">
            <Trans>Zařízení se nepodařilo prodat. Zkuste to prosím znovu.</Trans>
          </Alert>
        )}
      </div>
      <Button type="submit" busy={sell.isPending} disabled={!outcome?.ok}>
        {price === null ? <Trans>Prodat</Trans> : <Trans>Prodat za {price}</Trans>}
      </Button>{' '}
      <Button variant="secondary" onClick={closeView}>
        <Trans>Zavřít</Trans>
      </Button>
      <HoneypotField ref={trap} />
    </form>
  );
}

const CheckboxLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme }) => theme.sizes.control.md};
  cursor: pointer;
`;
