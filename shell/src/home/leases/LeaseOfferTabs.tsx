import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LimitedOffers } from '@shop/shared/contract/leases';
import { Tabs } from '@shop/shared/ui/tabs';
import { LeaseOfferCard } from './LeaseOfferCard';

/** The component's tabs ("Telefony", "Notebooky"), each a list of devices to rent; arrow keys move between tabs. */
export default function LeaseOfferTabs({ offers }: { offers: LimitedOffers }) {
  const { t } = useLingui();
  return (
    <Section aria-labelledby="home-leases-heading" data-testid="home-leases">
      <h2 id="home-leases-heading">
        <Trans>Pronájem elektroniky na měsíce</Trans>
      </h2>
      <Tabs
        label={t`Nabídky pronájmu`}
        tabs={offers.tabs.map((tab) => ({
          id: String(tab.id),
          label: tab.name,
          content: (
            <Offers>
              {tab.offers.map((offer) => (
                <LeaseOfferCard key={offer.id} offer={offer} />
              ))}
            </Offers>
          ),
        }))}
      />
    </Section>
  );
}

const Section = styled.section`
  margin: ${({ theme }) => theme.spacing.lg} 0;
`;

const Offers = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.column.md}, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
