import { Trans } from '@lingui/react/macro';

/**
 * Issue #15 (Czech rule, §5a(5) ZOS): right at the reviews, whether and how they are verified.
 * It says what the server does (docs/reviews.md); change both together.
 */
export function VerificationNote() {
  return (
    <p data-testid="review-verification-note">
      <Trans>
        Jak recenze ověřujeme: novou recenzi může napsat jen přihlášený zákazník, který produkt u nás koupil, a před zveřejněním ji kontroluje náš pracovník.
        Označení „Ověřený nákup“ mají jen recenze propojené s doručenou objednávkou; u recenzí bez označení nákup ověřený není. Recenze neodmítáme kvůli nízkému hodnocení.
      </Trans>
    </p>
  );
}
