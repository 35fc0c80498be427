import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { publish } from '@shop/shared/bus/bus';
import type { Locale } from '@shop/shared/contract/common';
import { rememberLocale } from '../locale/locale-choice';
import { loadShellCatalogInto } from '../locales/catalog-loader';

const languages: { locale: Locale; label: string; name: string }[] = [
  { locale: 'cs', label: 'CS', name: 'Čeština' },
  { locale: 'ro', label: 'RO', name: 'Română' },
];

/** Publishes the choice on the bus: the shell and every loaded remote re-render in place. */
export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  const choose = async (locale: Locale) => {
    rememberLocale(locale);
    // The page started with one language's catalog only: the other is fetched before anything switches to it.
    await loadShellCatalogInto(i18n, locale);
    publish('locale', locale);
  };
  return (
    <Group role="group" aria-label={t`Jazyk`}>
      {languages.map(({ locale, label, name }) => (
        <LanguageButton key={locale} type="button" lang={locale} aria-pressed={i18n.locale === locale} title={name} onClick={() => void choose(locale)}>
          {label}
        </LanguageButton>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const LanguageButton = styled.button`
  min-width: ${({ theme }) => theme.sizes.control.sm};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  font: inherit;
  color: inherit;
  background: transparent;
  border: ${({ theme }) => theme.borders.hairline} solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.onBrand};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 700;
  }
`;
