import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { MASTER_NAME_MAX, type AdminMasterProductDetail } from '@shop/shared/contract/admin-products';
import type { Locale } from '@shop/shared/contract/common';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Select } from '@shop/shared/ui/select';
import { Spinner } from '@shop/shared/ui/spinner';
import { useMasterDetail, useMasterUpdate, useProductLookups } from './product-queries';
import { useFormOutcome } from '@shop/shared/query/form-error';

/** AT-A3: a master product's name, maker and type device; its categories (read only) and products. */
export function MasterProductAdmin({ id, onBack, onOpenProduct }: { id: number; onBack: () => void; onOpenProduct: (id: number) => void }) {
  const { t, i18n } = useLingui();
  const master = useMasterDetail(id, i18n.locale as Locale);
  const [loads, setLoads] = useState(0);
  if (master.isPending) return <Spinner label={t`Načítání master produktu…`} />;
  if (master.isError) {
    return (
      <LoadFailed onRetry={() => void master.refetch()}>
        <Trans>Master produkt se nepodařilo načíst.</Trans>
      </LoadFailed>
    );
  }
  const reload = async () => {
    await master.refetch();
    setLoads((count) => count + 1);
  };
  return <MasterView key={loads} master={master.data} onBack={onBack} onOpenProduct={onOpenProduct} onReload={() => void reload()} />;
}

function MasterView({ master, onBack, onOpenProduct, onReload }: { master: AdminMasterProductDetail; onBack: () => void; onOpenProduct: (id: number) => void; onReload: () => void }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const locale = i18n.locale as Locale;
  const lookups = useProductLookups(locale);
  const update = useMasterUpdate(master.id, locale);
  const outcome = useFormOutcome(t`Master produkt se nepodařilo uložit.`);
  const [draft, setDraft] = useState({ name: master.name, manufacturer: String(master.manufacturer.id), type_device: String(master.type_device.id) });
  const options = (rows: { id: number; name: string }[] | undefined) => (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { version: master.version, name: draft.name, manufacturer: Number(draft.manufacturer), type_device: Number(draft.type_device) };
    void outcome.run(() => update.mutateAsync({ params: { id: master.id }, body }));
  };

  return (
    <section data-testid="master-product-admin" aria-labelledby="master-admin-title">
      <p>
        <Button variant="link" onClick={onBack}>
          <Trans>Zpět</Trans>
        </Button>{' '}
        <Button variant="link" onClick={onReload}>
          <Trans>Načíst znovu</Trans>
        </Button>
      </p>
      <h2 id="master-admin-title">
        <Trans>Master produkt {master.name}</Trans>
      </h2>
      <form onSubmit={submit} aria-label={t`Master produkt`} noValidate>
        <Field label={t`Název`} errors={outcome.errorsAt('name')} required>
          {(control) => <Input {...control} maxLength={MASTER_NAME_MAX} value={draft.name} onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))} />}
        </Field>
        <Field label={t`Výrobce`} errors={outcome.errorsAt('manufacturer')} required>
          {(control) => <Select {...control} value={draft.manufacturer} options={options(lookups.manufacturers.data?.results)} onChange={(event) => setDraft((current) => ({ ...current, manufacturer: event.target.value }))} />}
        </Field>
        <Field label={t`Typ zařízení`} errors={outcome.errorsAt('type_device')} required hint={t`Při změně typu se odeberou hodnoty parametrů, které nový typ nemá.`}>
          {(control) => <Select {...control} value={draft.type_device} options={options(lookups.typeDevices.data?.results)} onChange={(event) => setDraft((current) => ({ ...current, type_device: event.target.value }))} />}
        </Field>
        <Button type="submit" busy={update.isPending}>
          <Trans>Uložit master produkt</Trans>
        </Button>
      </form>
      <h3>
        <Trans>Kategorie</Trans>
      </h3>
      <p>
        {master.categories.length === 0 ? <Trans>Není v žádné kategorii.</Trans> : master.categories.map((category) => category.name).join(', ')}{' '}
        <a href={pagePath(market, 'adminProductCategories')}>
          <Trans>Upravit v administraci kategorií</Trans>
        </a>
      </p>
      <p>{master.meta_master ? <Trans>Meta-master: {master.meta_master.name}</Trans> : <Trans>Není v žádném meta-masteru.</Trans>}</p>
      <h3>
        <Trans>Produkty</Trans>
      </h3>
      <ul>
        {master.products.map((product) => (
          <li key={product.id}>
            <Button variant="link" onClick={() => onOpenProduct(product.id)}>
              {product.code}
            </Button>{' '}
            {product.name}, {formatPrice(product.price, market)}, {t`${product.stock} ks`}
          </li>
        ))}
      </ul>
    </section>
  );
}
