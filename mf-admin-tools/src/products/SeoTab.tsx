import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { SEO_DESCRIPTION_MAX, SEO_LONG_TEXT_MAX, SEO_TITLE_MAX, type AdminProductDetail, type SeoText } from '@shop/shared/contract/admin-products';
import type { Locale } from '@shop/shared/contract/common';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { FramedFieldset } from '@shop/shared/ui/framed-fieldset';
import { Input, TextArea } from '@shop/shared/ui/input';
import { useProductWrites } from './product-queries';
import { useFormOutcome } from '@shop/shared/query/form-error';

type Language = 'cs' | 'ro';

/** SEO title, description and long text per language; plain text (the shop shows it as text, never HTML). */
export function SeoTab({ product }: { product: AdminProductDetail }) {
  const { t, i18n } = useLingui();
  const writes = useProductWrites(product.id, i18n.locale as Locale);
  const outcome = useFormOutcome(t`SEO texty se nepodařilo uložit.`);
  const [draft, setDraft] = useState<Record<Language, SeoText>>(product.seo);
  const set = (language: Language, patch: Partial<SeoText>) => setDraft((current) => ({ ...current, [language]: { ...current[language], ...patch } }));
  const languageName: Record<Language, string> = { cs: t`Čeština`, ro: t`Rumunština` };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void outcome.run(() => writes.seo.mutateAsync({ params: { id: product.id }, body: { version: product.version, ...draft } }));
  };

  return (
    <form onSubmit={submit} aria-label={t`SEO texty`} noValidate>
      {(['cs', 'ro'] as const).map((language) => (
        <FramedFieldset key={language}>
          <legend>{languageName[language]}</legend>
          <Field label={t`SEO titulek (${languageName[language]})`} errors={outcome.errorsAt(language, 'title')} hint={t`Nejvýše ${SEO_TITLE_MAX} znaků; prázdný: název produktu.`}>
            {(control) => <Input {...control} lang={language} maxLength={SEO_TITLE_MAX} value={draft[language].title} onChange={(event) => set(language, { title: event.target.value })} />}
          </Field>
          <Field label={t`SEO popis (${languageName[language]})`} errors={outcome.errorsAt(language, 'description')} hint={t`Nejvýše ${SEO_DESCRIPTION_MAX} znaků.`}>
            {(control) => <TextArea {...control} lang={language} rows={2} maxLength={SEO_DESCRIPTION_MAX} value={draft[language].description} onChange={(event) => set(language, { description: event.target.value })} />}
          </Field>
          <Field label={t`Dlouhý text (${languageName[language]})`} errors={outcome.errorsAt(language, 'long_text')} hint={t`Prostý text, HTML se nezobrazí.`}>
            {(control) => <TextArea {...control} lang={language} rows={6} maxLength={SEO_LONG_TEXT_MAX} value={draft[language].long_text} onChange={(event) => set(language, { long_text: event.target.value })} />}
          </Field>
        </FramedFieldset>
      ))}
      <Button type="submit" busy={writes.seo.isPending}>
        <Trans>Uložit SEO texty</Trans>
      </Button>
    </form>
  );
}
