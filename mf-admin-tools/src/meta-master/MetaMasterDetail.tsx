import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { MetaMaster } from '@shop/shared/contract/admin-meta-master';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Select } from '@shop/shared/ui/select';
import { Spinner } from '@shop/shared/ui/spinner';
import { useToast } from '@shop/shared/ui/toast';
import { useFormOutcome } from '@shop/shared/query/form-error';
import { MasterProductPicker } from './MasterProductPicker';
import { useMetaMaster, useMetaMasterWrites, useOtherMetaMasters } from './meta-master-queries';

/** One meta-master: rename, delete (after confirming), its master products moved out or to another group, more added. */
export function MetaMasterDetail({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const { t } = useLingui();
  const meta = useMetaMaster(id);
  if (meta.isPending) return <Spinner label={t`Načítání meta-masteru…`} />;
  if (meta.isError) {
    return (
      <LoadFailed onRetry={() => void meta.refetch()}>
        <Trans>Meta-master se nepodařilo načíst.</Trans>
      </LoadFailed>
    );
  }
  return <MetaMasterView meta={meta.data} onDeleted={onDeleted} />;
}

function MetaMasterView({ meta, onDeleted }: { meta: MetaMaster; onDeleted: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const writes = useMetaMasterWrites();
  const others = useOtherMetaMasters(meta.id);
  const renameOutcome = useFormOutcome(t`Meta-master se nepodařilo přejmenovat.`);
  const [name, setName] = useState(meta.name);
  const [targets, setTargets] = useState<Record<number, string>>({});

  const rename = (event: FormEvent) => {
    event.preventDefault();
    void renameOutcome.run(() => writes.rename.mutateAsync({ params: { meta_master_id: meta.id }, body: { name } }));
  };
  const attempt = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      toast.show({ kind: 'success', message: done });
      return true;
    } catch (caught) {
      toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? failed });
      return false;
    }
  };
  const remove = async () => {
    if (!window.confirm(t`Opravdu smazat meta-master ${meta.name}? Master produkty zůstanou, jen nebudou seskupené.`)) return;
    if (await attempt(() => writes.remove.mutateAsync({ params: { meta_master_id: meta.id } }), t`Meta-master byl smazán.`, t`Meta-master se nepodařilo smazat.`)) onDeleted();
  };
  const move = (masterProductId: number, target: number | null) =>
    void attempt(
      () => writes.swap.mutateAsync({ params: { master_product_id: masterProductId }, body: { meta_master_id: target } }),
      target === null ? t`Master produkt byl vyjmut.` : t`Master produkt byl přesunut.`,
      t`Master produkt se nepodařilo přesunout.`,
    );

  return (
    <section aria-labelledby="meta-master-title" data-testid="meta-master-detail">
      <h2 id="meta-master-title">{meta.name}</h2>
      <form onSubmit={rename} aria-label={t`Přejmenovat meta-master`} noValidate>
        <Field label={t`Název`} errors={renameOutcome.errorsAt('name')} required>
          {(control) => <Input {...control} maxLength={200} value={name} onChange={(event) => setName(event.target.value)} />}
        </Field>
        <Button type="submit" busy={writes.rename.isPending}>
          <Trans>Přejmenovat</Trans>
        </Button>{' '}
        <Button variant="danger" onClick={() => void remove()}>
          <Trans>Smazat meta-master</Trans>
        </Button>
      </form>
      <h3>
        <Trans>Master produkty</Trans>
      </h3>
      {meta.master_products.length === 0 ? (
        <p>
          <Trans>Meta-master zatím nemá žádné master produkty.</Trans>
        </p>
      ) : (
        <ul>
          {meta.master_products.map((member) => (
            <li key={member.id}>
              <strong>{member.name}</strong>{' '}
              <Button variant="link" onClick={() => move(member.id, null)}>
                <Trans>Vyjmout</Trans>
              </Button>
              <Field label={t`Přesunout ${member.name} do`}>
                {(control) => (
                  <Select
                    {...control}
                    value={targets[member.id] ?? ''}
                    placeholder={t`Vyberte meta-master`}
                    options={(others.data?.results ?? []).map((row) => ({ value: String(row.id), label: `${row.name} (${row.size})` }))}
                    onChange={(event) => setTargets((current) => ({ ...current, [member.id]: event.target.value }))}
                  />
                )}
              </Field>
              <Button variant="secondary" disabled={!targets[member.id]} onClick={() => move(member.id, Number(targets[member.id]))}>
                <Trans>Přesunout</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <MasterProductPicker
        metaMasterId={meta.id}
        onAdd={(masterProductId, grouped) =>
          void attempt(
            () =>
              grouped
                ? writes.swap.mutateAsync({ params: { master_product_id: masterProductId }, body: { meta_master_id: meta.id } })
                : writes.addMasterProduct.mutateAsync({ body: { meta_master_id: meta.id, master_product_id: masterProductId } }),
            t`Master produkt byl přidán.`,
            t`Master produkt se nepodařilo přidat.`,
          )
        }
      />
    </section>
  );
}
