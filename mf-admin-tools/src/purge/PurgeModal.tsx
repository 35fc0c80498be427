import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useStore } from 'zustand';
import { useQuery } from '@tanstack/react-query';
import { authMe } from '@shop/shared/contract/auth';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { useApiClient } from '@shop/shared/http/api-provider';
import { queryFor } from '@shop/shared/query/route-query';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input, TextArea } from '@shop/shared/ui/input';
import { Modal } from '@shop/shared/ui/modal';
import { Tabs } from '@shop/shared/ui/tabs';
import { purgeRequestOf, type PurgeTab } from './purge-draft';
import { usePurgeMutation } from './purge-mutation';
import { purgeStore } from './purge-store';
import { PurgeFailed, PurgeSucceeded } from './PurgeOutcome';
import { Checkbox } from '@shop/shared/ui/choice';

/** sessionStorage key of the remembered tab (5 minutes, spec 9 "tab cache lifetime"). */
export const PURGE_TAB_MEMORY_KEY = 'mf-admin-tools.purge-tab';

export interface PurgeModalProps {
  open: boolean;
  onClose: () => void;
}

/** The admin menu's "clear cache" modal: Default, URL, Key and Purge All, the last tab remembered for 5 minutes. */
export function PurgeModal({ open, onClose }: PurgeModalProps) {
  const { t } = useLingui();
  const draft = useStore(purgeStore, (state) => state.draft);
  const updateDraft = useStore(purgeStore, (state) => state.updateDraft);
  const purge = usePurgeMutation();
  // AT-X2: the server refuses Purge All to staff who are not admins; the tab says so instead of offering a button that fails.
  const me = useQuery(queryFor(useApiClient(), authMe, {}));
  const isAdmin = me.data?.user?.role === 'admin';
  const [confirmingFull, setConfirmingFull] = useState(false);
  // The busy submit button is disabled, which drops focus to the page: the outcome takes it, so
  // Escape still closes the dialog and a screen reader reads what happened.
  const outcomeRef = useRef<HTMLDivElement>(null);
  const settled = purge.isSuccess || purge.isError;
  useEffect(() => {
    if (settled) outcomeRef.current?.focus();
  }, [settled, purge.submittedAt]);

  const fieldErrors = isApiError(purge.error) ? purge.error.fieldErrors : null;
  const errorsOf = (field: string) => fieldErrorsAt(fieldErrors, [field]);

  function submit(tab: PurgeTab) {
    return (event: FormEvent) => {
      event.preventDefault();
      if (tab === 'full' && !confirmingFull) {
        setConfirmingFull(true);
        return;
      }
      setConfirmingFull(false);
      purge.mutate({ body: purgeRequestOf(tab, draft) });
    };
  }

  const softPurge = (
    <Checkbox
      checked={draft.softPurge}
      onChange={(event) => updateDraft({ softPurge: event.target.checked })}
      label={<Trans>Měkké čištění (obsah se označí jako zastaralý a obnoví se při dalším požadavku)</Trans>}
    />
  );
  const submitButton = (label: string, variant: 'primary' | 'danger' = 'primary') => (
    <Button type="submit" variant={variant} busy={purge.isPending}>
      {label}
    </Button>
  );

  const tabs = [
    {
      id: 'default',
      label: t`Výchozí`,
      content: (
        <form onSubmit={submit('default')} data-testid="purge-form-default">
          <p>
            <Trans>Vyčistí stránky obchodu a vše, z čeho se skládají (klíč html).</Trans>
          </p>
          {softPurge}
          {submitButton(t`Vyčistit stránky`)}
        </form>
      ),
    },
    {
      id: 'url',
      label: t`URL`,
      content: (
        <form onSubmit={submit('url')} data-testid="purge-form-url" noValidate>
          <Field label={t`Adresa`} required errors={errorsOf('url')} hint={t`Cesta (/produkt/…) nebo celá adresa tohoto obchodu.`}>
            {(control) => <Input {...control} value={draft.url} onChange={(event) => updateDraft({ url: event.target.value })} autoComplete="off" />}
          </Field>
          {softPurge}
          {submitButton(t`Vyčistit adresu`)}
        </form>
      ),
    },
    {
      id: 'key',
      label: t`Klíč`,
      content: (
        <form onSubmit={submit('key')} data-testid="purge-form-key" noValidate>
          <Field label={t`Klíče`} required errors={errorsOf('keys')} hint={t`Např. product-123 nebo category-4; více klíčů na řádky nebo oddělte mezerou.`}>
            {(control) => <TextArea {...control} rows={4} value={draft.keysText} onChange={(event) => updateDraft({ keysText: event.target.value })} />}
          </Field>
          {softPurge}
          {submitButton(t`Vyčistit klíče`)}
        </form>
      ),
    },
    {
      id: 'full',
      label: t`Vyčistit vše`,
      content: (
        <form onSubmit={submit('full')} data-testid="purge-form-full">
          <p>
            <Trans>Vyčistí celou cache obchodu i CDN. Dokud se znovu nenaplní, budou stránky pomalejší.</Trans>
          </p>
          {!isAdmin ? (
            <p data-testid="purge-full-admin-only">
              <Trans>Celou cache může vyčistit jen administrátor. Jednotlivé stránky vyčistíte v záložkách URL a Klíč.</Trans>
            </p>
          ) : confirmingFull ? (
            <Confirm role="group" aria-label={t`Potvrzení`}>
              <strong>
                <Trans>Opravdu vyčistit celou cache?</Trans>
              </strong>
              <Buttons>
                {submitButton(t`Ano, vyčistit vše`, 'danger')}
                <Button type="button" variant="secondary" onClick={() => setConfirmingFull(false)}>
                  <Trans>Zrušit</Trans>
                </Button>
              </Buttons>
            </Confirm>
          ) : (
            submitButton(t`Vyčistit vše…`, 'danger')
          )}
        </form>
      ),
    },
  ];

  return (
    <Modal open={open} onClose={onClose} title={<Trans>Vyčistit cache</Trans>}>
      <div data-testid="purge-modal">
        <Tabs
          tabs={tabs}
          label={t`Způsob čištění`}
          rememberKey={PURGE_TAB_MEMORY_KEY}
          onChange={() => {
            setConfirmingFull(false);
            purge.reset();
          }}
        />
        <div ref={outcomeRef} tabIndex={-1} data-testid="purge-outcome">
          <div aria-live="polite">{purge.isSuccess && <PurgeSucceeded result={purge.data.data} />}</div>
          {purge.isError && <PurgeFailed message={firstErrorMessage(purge.error)} />}
        </div>
      </div>
    </Modal>
  );
}

const Confirm = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;
