import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Locale } from '@shop/shared/contract/common';
import type { CategoryDetail, CategoryNode } from '@shop/shared/contract/categories';
import { fieldErrorsAt } from '@shop/shared/http/api-error';
import { fieldErrorsOf, formErrorOf, type FormError } from '@shop/shared/query/form-error';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { Modal } from '@shop/shared/ui/modal';
import { Select } from '@shop/shared/ui/select';
import { Spinner } from '@shop/shared/ui/spinner';
import { useToast } from '@shop/shared/ui/toast';
import { useCategoryDetail, useDeleteCategory, useFormChoices, useSaveCategory } from './queries';
import { dropDraft, keepDraft, recallDraft } from './form-draft';
import { bodyOf, emptyValues, slugOf, valuesOf, type FormValues } from './form-values';
import { PhotoPicker } from './PhotoPicker';
import { subcategoryCount } from './subtree-counts';
import { Checkbox } from '@shop/shared/ui/choice';

export interface CategoryFormProps {
  /** null: a new category. */
  categoryId: number | null;
  defaultParent: number | null;
  nodes: readonly CategoryNode[];
  /** `added`: the category this form just created, for the tree to show and select. */
  onClose: (added?: { id: number; name: string }) => void;
}

/** Loads the category (none for a new one), then shows the form with its values. */
export function CategoryForm(props: CategoryFormProps) {
  const { t } = useLingui();
  const detail = useCategoryDetail(props.categoryId);
  // A category gone meanwhile (deleted by someone, or an old address) can still be closed, which clears the address.
  if (detail.isError)
    return (
      <section aria-label={t`Detail kategorie`}>
        <Alert kind="error">
          <Trans>Chyba při načítání kategorií.</Trans>
        </Alert>
        <Button variant="secondary" onClick={() => props.onClose()}>
          <Trans>Zavřít</Trans>
        </Button>
      </section>
    );
  if (props.categoryId !== null && !detail.data) return <Spinner />;
  return <CategoryFormFields {...props} detail={detail.data ?? null} />;
}

/** Every AC-E1 field; closes after a successful save or delete (AC-R1), 400s shown at their fields (AC-R2). */
function CategoryFormFields({ categoryId, defaultParent, nodes, onClose, detail }: CategoryFormProps & { detail: CategoryDetail | null }) {
  const { t, i18n } = useLingui();
  const choices = useFormChoices(i18n.locale as Locale);
  const { add, update } = useSaveCategory();
  const remove = useDeleteCategory();
  const toast = useToast();
  const version = detail?.version ?? null;
  const [draft] = useState(() => recallDraft(categoryId, version));
  const [values, setValues] = useState<FormValues>(() => draft ?? (detail ? valuesOf(detail) : emptyValues(defaultParent)));
  const [changed, setChanged] = useState(false);
  const [seoTouched, setSeoTouched] = useState(detail !== null || (draft !== null && draft.seo_name !== slugOf(draft.name)));
  const [error, setError] = useState<FormError | null>(null);
  const [confirming, setConfirming] = useState(false);
  const panel = useRef<HTMLElement>(null);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setChanged(true);
    setValues((current) => ({ ...current, [key]: value }));
  };
  const errors = (field: string) => fieldErrorsAt(fieldErrorsOf(error), [field]);
  const close = (added?: { id: number; name: string }) => {
    dropDraft(categoryId);
    onClose(added);
  };

  // Only what staff typed is kept (a form merely opened keeps nothing), so a reload or Back and Forward keep it.
  useEffect(() => {
    if (changed) keepDraft(categoryId, version, values);
  }, [changed, categoryId, version, values]);

  // Adding starts at the name; a form opened from the tree below the fold (the phone layout) is scrolled to.
  useEffect(() => {
    if (categoryId === null) panel.current?.querySelector<HTMLElement>('input')?.focus();
    else if (panel.current && panel.current.getBoundingClientRect().top > window.innerHeight) panel.current.scrollIntoView?.({ block: 'start' });
  }, [categoryId]);

  // A refused save puts the focus on the first field it names (the busy button had it and was disabled meanwhile).
  useEffect(() => {
    if (error?.kind === 'invalid') panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const done = {
      onSuccess: ({ data }: { data: CategoryDetail }) => {
        toast.show({ kind: 'success', message: t`Úspěšně uloženo.` });
        close(categoryId === null ? { id: data.id, name: data.name } : undefined);
      },
      onError: (failure: unknown) => setError(formErrorOf(failure)),
    };
    if (categoryId === null) add.mutate({ body: bodyOf(values) }, done);
    else update.mutate({ params: { id: categoryId }, body: { ...bodyOf(values), version: detail!.version } }, done);
  };

  const onDelete = () => {
    if (categoryId === null) return;
    remove.mutate(
      { params: { id: categoryId } },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.show({ kind: 'success', message: t`Úspěšně odstraněno.` });
          close();
        },
        onError: (failure) => setError(formErrorOf(failure)),
      },
    );
  };

  const counts = categoryId === null ? null : { subcategories: subcategoryCount(nodes, categoryId), products: detail?.subtree_products ?? 0 };
  // The category as stored is what goes, not a name typed and not saved.
  const storedName = detail?.name ?? values.name;
  const parentOptions = (choices.list.data ?? [])
    .filter((category) => category.id !== categoryId)
    .map((category) => ({ value: String(category.id), label: category.url_path }));
  const generalError = error && error.kind !== 'invalid' ? (error.message ?? t`Během ukládání došlo k chybě.`) : null;

  return (
    <Panel aria-labelledby="category-form-heading" ref={panel}>
      <h2 id="category-form-heading">{categoryId === null ? <Trans>Nová kategorie</Trans> : <Trans>Detail kategorie</Trans>}</h2>
      {generalError && <Alert kind="error">{generalError}</Alert>}
      <form onSubmit={onSubmit} noValidate>
        <Field label={t`Název`} required errors={errors('name')}>
          {(control) => (
            <Input
              {...control}
              value={values.name}
              onChange={(event) => {
                set('name', event.target.value);
                if (!seoTouched) set('seo_name', slugOf(event.target.value));
              }}
            />
          )}
        </Field>
        <Field label={t`SEO název`} required errors={errors('seo_name')}>
          {(control) => (
            <Input
              {...control}
              value={values.seo_name}
              onChange={(event) => {
                setSeoTouched(true);
                set('seo_name', event.target.value);
              }}
            />
          )}
        </Field>
        <Field label={t`Nadřazená kategorie`} errors={errors('parent')}>
          {(control) => <Select {...control} value={values.parent} placeholder={t`Žádná (kořen stromu)`} options={parentOptions} onChange={(event) => set('parent', event.target.value)} />}
        </Field>
        <Checks>
          {(
            [
              ['for_display', t`Zobrazovat v obchodě`],
              ['for_buyout', t`Pro výkup`],
              ['for_service', t`Pro servis`],
              ['filterable', t`Filtrovatelná`],
            ] as const
          ).map(([key, label]) => (
            <Checkbox key={key} checked={values[key]} onChange={(event) => set(key, event.target.checked)} label={label} />
          ))}
        </Checks>
        <Field label={t`Výrobci`} errors={errors('manufacturers')} hint={t`Více výrobců vyberete s klávesou Ctrl nebo Cmd.`}>
          {(control) => (
            <MultiSelect
              {...control}
              multiple
              value={values.manufacturers.map(String)}
              onChange={(event) => set('manufacturers', [...event.target.selectedOptions].map((option) => Number(option.value)))}
            >
              {(choices.manufacturers.data ?? []).map((maker) => (
                <option key={maker.id} value={maker.id}>
                  {maker.name}
                </option>
              ))}
            </MultiSelect>
          )}
        </Field>
        <Field label={t`Typ zařízení`} errors={errors('type_device')}>
          {(control) => (
            <Select
              {...control}
              value={values.type_device}
              placeholder={t`Žádný`}
              options={(choices.typeDevices.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
              onChange={(event) => set('type_device', event.target.value)}
            />
          )}
        </Field>
        <Field label={t`Váha ve vyhledávání (meilisearch_boost)`} errors={errors('meilisearch_boost')} hint={t`Například 1 nebo 1,5.`}>
          {(control) => <Input {...control} inputMode="decimal" value={values.meilisearch_boost} onChange={(event) => set('meilisearch_boost', event.target.value)} />}
        </Field>
        <PhotoPicker value={values.photo_id} onChange={(id) => set('photo_id', id)} />
        {errors('photo_id').length > 0 && <Alert kind="error">{errors('photo_id').join(' ')}</Alert>}
        {detail && (
          <p>
            <Trans>Adresa:</Trans> <code data-testid="category-url-path">{detail.url_path}</code>
          </p>
        )}
        <Actions>
          <Button type="submit" busy={add.isPending || update.isPending}>
            <Trans>Uložit</Trans>
          </Button>
          <Button variant="secondary" onClick={() => close()}>
            <Trans>Zavřít</Trans>
          </Button>
          {categoryId !== null && (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              <Trans>Odstranit</Trans>
            </Button>
          )}
        </Actions>
      </form>
      {detail && detail.changes.length > 0 && (
        <section aria-labelledby="category-changes-heading">
          <h3 id="category-changes-heading">
            <Trans>Změny</Trans>
          </h3>
          <ul data-testid="category-changes">
            {detail.changes.map((change) => (
              <li key={`${change.at}-${change.action}`}>
                {new Date(change.at).toLocaleString(i18n.locale)} – {change.action} – {change.by ?? '—'}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Odstranit kategorii?`}
        footer={
          <>
            <Button variant="danger" busy={remove.isPending} onClick={onDelete}>
              <Trans>Odstranit</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              <Trans>Zrušit</Trans>
            </Button>
          </>
        }
      >
        <p data-testid="delete-counts">
          <Trans>
            Kategorie „{storedName}“ má podkategorií: {counts?.subcategories ?? 0} a přiřazených produktů: {counts?.products ?? 0}. Odstraní se i podkategorie.
          </Trans>
        </p>
        {generalError && <Alert kind="error">{generalError}</Alert>}
      </Modal>
    </Panel>
  );
}

const Panel = styled.section`
  border-left: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  padding-left: ${({ theme }) => theme.spacing.md};
`;

const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const MultiSelect = styled.select`
  min-height: ${({ theme }) => theme.sizes.textarea};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;
