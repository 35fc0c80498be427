import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { HomeBannerSchema, type HomeBanner } from '@shop/shared/component-params/component-params';
import type { ComponentParam } from '@shop/shared/contract/admin-component-params';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { useToast } from '@shop/shared/ui/toast';
import { useSaveComponentParam } from './component-param-queries';
import { CheckboxInput } from '@shop/shared/ui/choice';

/** The `home_banner` param: on/off and the text in each language (plain text, at most 200 characters). */
export function HomeBannerForm({ param }: { param: ComponentParam }) {
  const { t } = useLingui();
  const toast = useToast();
  const save = useSaveComponentParam();
  const initial = v.safeParse(HomeBannerSchema, param.value);
  const [draft, setDraft] = useState<HomeBanner>(initial.success ? initial.output : { active: false, text_cs: '', text_ro: '' });
  const [error, setError] = useState<unknown>(null);
  const errorsOf = (field: string) => fieldErrorsAt(isApiError(error) ? error.fieldErrors : null, ['value', field]);
  const set = (patch: Partial<HomeBanner>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ body: { key: 'home_banner', value: draft } });
      toast.show({ kind: 'success', message: t`Nastavení bylo uloženo a obchod ho zobrazuje.` });
    } catch (caught) {
      setError(caught);
      if (!isApiError(caught) || caught.status !== 400) toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Nastavení se nepodařilo uložit.` });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t`Oznámení na úvodní stránce`} noValidate>
      <h2>
        <Trans>Oznámení na úvodní stránce</Trans>
      </h2>
      <Field label={t`Zobrazit oznámení`} errors={errorsOf('active')}>
        {(control) => <CheckboxInput {...control} checked={draft.active} onChange={(event) => set({ active: event.target.checked })} />}
      </Field>
      <Field label={t`Text česky`} errors={errorsOf('text_cs')} hint={t`Nejvýše 200 znaků, jen text.`}>
        {(control) => <Input {...control} maxLength={200} value={draft.text_cs} onChange={(event) => set({ text_cs: event.target.value })} />}
      </Field>
      <Field label={t`Text rumunsky`} errors={errorsOf('text_ro')} hint={t`Nejvýše 200 znaků, jen text.`}>
        {(control) => <Input {...control} maxLength={200} value={draft.text_ro} onChange={(event) => set({ text_ro: event.target.value })} />}
      </Field>
      {param.updated_by_email && (
        <p>
          <Trans>Naposledy změnil(a): {param.updated_by_email}</Trans>
        </p>
      )}
      <Button type="submit" busy={save.isPending}>
        <Trans>Uložit</Trans>
      </Button>
    </form>
  );
}
