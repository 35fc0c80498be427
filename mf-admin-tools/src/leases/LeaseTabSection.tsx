import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminLeaseTab } from '@shop/shared/contract/admin-leases';
import { formatDate } from '@shop/shared/i18n/market';
import { Button } from '@shop/shared/ui/button';
import { LeaseOfferForm, emptyOfferDraft, offerDraftOf } from './LeaseOfferForm';
import { LeaseTabForm } from './LeaseTabForm';
import { moved, type LeaseWrites } from './lease-queries';

/** One tab: rename, move, delete; its offers in order with move, edit and delete; a form for a new offer. */
export function LeaseTabSection({ tab, index, tabIds, componentId, writes }: { tab: AdminLeaseTab; index: number; tabIds: number[]; componentId: number; writes: LeaseWrites }) {
  const { t, i18n } = useLingui();
  const [editingTab, setEditingTab] = useState(false);
  const [editingOffer, setEditingOffer] = useState<number | null>(null);
  const name = i18n.locale === 'ro' ? tab.name_ro : tab.name_cs;
  const offerIds = tab.offers.map((offer) => offer.id);
  const moveTab = (step: -1 | 1) => void writes.reorderTabs.mutateAsync({ params: { id: componentId }, body: { ids: moved(tabIds, index, step) } }).catch(() => undefined);
  const moveOffer = (offerIndex: number, step: -1 | 1) =>
    void writes.reorderOffers.mutateAsync({ params: { tab_id: tab.id }, body: { ids: moved(offerIds, offerIndex, step) } }).catch(() => undefined);

  return (
    <section aria-label={name} data-testid={`lease-tab-${tab.id}`}>
      <h2>{name}</h2>
      <p>
        <Button type="button" variant="secondary" disabled={index === 0} onClick={() => moveTab(-1)}>
          <Trans>Posunout záložku {name} výš</Trans>
        </Button>{' '}
        <Button type="button" variant="secondary" disabled={index === tabIds.length - 1} onClick={() => moveTab(1)}>
          <Trans>Posunout záložku {name} níž</Trans>
        </Button>{' '}
        <Button type="button" variant="secondary" onClick={() => setEditingTab(!editingTab)}>
          <Trans>Přejmenovat záložku {name}</Trans>
        </Button>{' '}
        <Button type="button" variant="secondary" onClick={() => void writes.deleteTab.mutateAsync({ params: { tab_id: tab.id } }).catch(() => undefined)}>
          <Trans>Smazat záložku {name} i s nabídkami</Trans>
        </Button>
      </p>
      {editingTab && (
        <LeaseTabForm
          title={t`Přejmenovat záložku`}
          initial={{ name_cs: tab.name_cs, name_ro: tab.name_ro }}
          onSave={async (body) => {
            await writes.updateTab.mutateAsync({ params: { tab_id: tab.id }, body });
            setEditingTab(false);
          }}
        />
      )}
      <table>
        <caption>
          <Trans>Nabídky záložky {name}</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Produkt</Trans>
            </th>
            <th scope="col">
              <Trans>Měsíců</Trans>
            </th>
            <th scope="col">
              <Trans>Měsíčně</Trans>
            </th>
            <th scope="col">
              <Trans>Platnost</Trans>
            </th>
            <th scope="col">
              <Trans>Akce</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {tab.offers.map((offer, offerIndex) => (
            <tr key={offer.id}>
              <td>
                {offer.product.name} ({offer.product.code})
              </td>
              <td>{offer.months}</td>
              <td>{offer.monthly_price.formatted}</td>
              <td>
                {formatDate(offer.valid_from)} – {formatDate(offer.valid_to)} {offer.valid_now ? <Trans>(platí dnes)</Trans> : <Trans>(dnes neplatí)</Trans>}
              </td>
              <td>
                <Button type="button" variant="secondary" disabled={offerIndex === 0} onClick={() => moveOffer(offerIndex, -1)} aria-label={t`Posunout nabídku ${offer.product.name} výš`}>
                  ↑
                </Button>{' '}
                <Button type="button" variant="secondary" disabled={offerIndex === offerIds.length - 1} onClick={() => moveOffer(offerIndex, 1)} aria-label={t`Posunout nabídku ${offer.product.name} níž`}>
                  ↓
                </Button>{' '}
                <Button type="button" variant="secondary" onClick={() => setEditingOffer(editingOffer === offer.id ? null : offer.id)}>
                  <Trans>Upravit</Trans>
                </Button>{' '}
                <Button type="button" variant="secondary" onClick={() => void writes.deleteOffer.mutateAsync({ params: { offer_id: offer.id } }).catch(() => undefined)}>
                  <Trans>Smazat</Trans>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {tab.offers
        .filter((offer) => offer.id === editingOffer)
        .map((offer) => (
          <LeaseOfferForm
            key={offer.id}
            title={t`Upravit nabídku`}
            initial={offerDraftOf(offer)}
            onSave={async (body) => {
              await writes.updateOffer.mutateAsync({ params: { offer_id: offer.id }, body });
              setEditingOffer(null);
            }}
          />
        ))}
      <h3>
        <Trans>Nová nabídka v záložce {name}</Trans>
      </h3>
      <LeaseOfferForm title={t`Nová nabídka v záložce ${name}`} initial={emptyOfferDraft} onSave={(body) => writes.createOffer.mutateAsync({ params: { tab_id: tab.id }, body })} />
    </section>
  );
}
