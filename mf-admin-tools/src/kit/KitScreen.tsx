import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, GradeBadge } from '@shop/shared/ui/badge';
import { Breadcrumbs } from '@shop/shared/ui/breadcrumbs';
import { Button, ButtonLink } from '@shop/shared/ui/button';
import { Checkbox, Radio, Switch } from '@shop/shared/ui/choice';
import { EmptyState } from '@shop/shared/ui/empty-state';
import { AccountIcon, CartIcon, CheckIcon, HeartIcon, MenuIcon, SearchIcon, ShieldIcon, StarIcon, StoreIcon, TruckIcon } from '@shop/shared/ui/icons/shop-icons';
import { PriceBlock } from '@shop/shared/ui/price-block';
import { ProductCard } from '@shop/shared/ui/product-card';
import { ProductRail } from '@shop/shared/ui/product-rail';
import { QuantityStepper } from '@shop/shared/ui/quantity-stepper';
import { Input } from '@shop/shared/ui/input';
import { Select } from '@shop/shared/ui/select';
import { SkeletonTiles } from '@shop/shared/ui/skeleton';
import { StaffTitle, Toolbar } from '@shop/shared/ui/staff-page';
import { StarRating } from '@shop/shared/ui/star-rating';
import { TableScroll } from '@shop/shared/ui/table-scroll';
import { Tabs } from '@shop/shared/ui/tabs';
import { useToast } from '@shop/shared/ui/toast';
import { QUALITIES } from '@shop/shared/buyout/quality';

/**
 * Staff's view of the UI kit (`/admin/kit/`): every component in its states on one page, so a change of look is checked
 * in one place (docs/design-system.md). Sample products are made up here; nothing is fetched.
 */
export function KitScreen() {
  const { t } = useLingui();
  const toast = useToast();
  const [quantity, setQuantity] = useState(1);
  const sample = (index: number) => (
    <ProductCard
      key={index}
      picture={<Picture aria-hidden="true" />}
      badges={index % 2 === 0 ? <Badge kind="sale">{t`Akce`}</Badge> : <Badge kind="new">{t`Novinka`}</Badge>}
      title={<a href="#kit">{t`Ukázkový telefon ${index + 1}`}</a>}
      price={<PriceBlock price={9990 + index * 1000} lowest={index % 2 === 0 ? 12990 + index * 1000 : null} since="2026-11-02" monthly={833} />}
      facts={<StarRating average={3.8 + index / 10} count={6 + index} />}
      actions={<Button size="sm">{t`Do košíku`}</Button>}
    />
  );
  return (
    <Page>
      <StaffTitle>
        <Trans>Komponenty obchodu</Trans>
      </StaffTitle>
      <Section title={t`Tlačítka`}>
        <Row>
          <Button>{t`Hlavní akce`}</Button>
          <Button variant="secondary">{t`Vedlejší akce`}</Button>
          <Button variant="quiet">{t`Tichá akce`}</Button>
          <Button variant="link">{t`Odkaz`}</Button>
          <Button busy>{t`Ukládání`}</Button>
          <Button size="sm">{t`Malé`}</Button>
          <Button size="lg">{t`Velké`}</Button>
          <ButtonLink href="#kit" $variant="secondary">
            {t`Odkaz jako tlačítko`}
          </ButtonLink>
        </Row>
      </Section>
      <Section title={t`Ikony`}>
        <Row>
          <CartIcon label="cart" />
          <AccountIcon label="account" />
          <HeartIcon label="heart" />
          <SearchIcon label="search" />
          <MenuIcon label="menu" />
          <TruckIcon label="truck" />
          <StoreIcon label="store" />
          <ShieldIcon label="shield" />
          <StarIcon label="star" />
          <CheckIcon label="check" />
        </Row>
      </Section>
      <Section title={t`Štítky a hodnocení`}>
        <Row>
          <Badge kind="sale">{t`Akce`}</Badge>
          <Badge kind="new">{t`Novinka`}</Badge>
          <Badge kind="gift">{t`Dárek`}</Badge>
          {QUALITIES.map((grade) => (
            <GradeBadge key={grade} grade={grade} />
          ))}
          <StarRating average={3.8} count={6} />
        </Row>
      </Section>
      <Section title={t`Cena`}>
        <PriceBlock price={9990} lowest={12990} since="2026-11-02" monthly={833} size="xl" />
      </Section>
      <Section title={t`Formulářové prvky`}>
        <Row>
          <QuantityStepper value={quantity} onChange={setQuantity} max={5} label={t`Ukázkový telefon 1`} />
          <label>
            {t`Řazení`}{' '}
            <Select options={[{ value: 'price', label: t`Od nejlevnějšího` }, { value: 'rating', label: t`Nejlépe hodnocené` }]} defaultValue="price" />
          </label>
          <Checkbox label={t`Jen skladem`} defaultChecked />
          <Radio name="kit-radio" label={t`Nové`} defaultChecked />
          <Radio name="kit-radio" label={t`Použité`} />
          <Switch label={t`Zobrazit ceny s DPH`} defaultChecked />
        </Row>
      </Section>
      <Section title={t`Záložky a drobečková navigace`}>
        <Breadcrumbs
          items={[
            { label: t`Domů`, href: '#kit' },
            { label: t`Mobilní telefony`, href: '#kit-phones' },
            { label: t`Ukázkový telefon 1`, href: '#kit-phone' },
          ]}
        />
        <Tabs
          label={t`Ukázkové záložky`}
          tabs={[
            { id: 'a', label: t`Popis`, content: <p>{t`Popis produktu.`}</p> },
            { id: 'b', label: t`Parametry`, content: <p>{t`Parametry produktu.`}</p> },
          ]}
        />
      </Section>
      <Section title={t`Dlaždice a řada produktů`}>
        <ProductRail title={t`Dnešní nabídky`}>{[0, 1, 2, 3, 4, 5].map(sample)}</ProductRail>
      </Section>
      <Section title={t`Načítání a prázdný stav`}>
        <SkeletonTiles count={3} />
        <EmptyState icon={<CartIcon size="lg" />} title={t`Košík je prázdný`} action={<ButtonLink href="#kit">{t`Pokračovat v nákupu`}</ButtonLink>}>
          {t`Vyberte si z nabídky.`}
        </EmptyState>
      </Section>
      <Section title={t`Oznámení`}>
        <Button onClick={() => toast.show({ kind: 'success', message: t`Přidáno do košíku: Ukázkový telefon 1`, action: { label: t`Přejít do košíku`, href: '#kit' } })}>
          {t`Ukázat oznámení po přidání do košíku`}
        </Button>
      </Section>
      <Section title={t`Nástroje pro zaměstnance`}>
        {/* A staff screen's parts, as the category tree, the admin tools and the desks use them. */}
        <StaffTitle as="h3">{t`Objednávky`}</StaffTitle>
        <Toolbar>
          <Input type="search" aria-label={t`Hledat objednávku`} />
          <Button>{t`Hlavní akce`}</Button>
          <Button variant="secondary">{t`Vedlejší akce`}</Button>
        </Toolbar>
        <TableScroll label={t`Ukázková tabulka`}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t`Číslo`}</th>
                <th scope="col">{t`Stav`}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>2611280001</td>
                <td>
                  <Badge kind="new">{t`Nová`}</Badge>
                </td>
              </tr>
            </tbody>
          </table>
        </TableScroll>
      </Section>
    </Page>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Block aria-label={title}>
      <h2>{title}</h2>
      {children}
    </Block>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Picture = styled.div`
  width: 100%;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
`;
