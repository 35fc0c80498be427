import { useState } from 'react';
import styled from 'styled-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_REVIEWS_PAGE_SIZE, REVIEW_RATING_MAX, type PublishedReview } from '@shop/shared/contract/reviews';
import { useApiClient } from '@shop/shared/http/api-provider';
import { Button } from '@shop/shared/ui/button';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { ReviewForm } from './ReviewForm';
import { VerificationNote } from './VerificationNote';
import { productReviewsQuery } from './queries';

/** The product page's reviews (OT-R8, OT-R9): average and count, the verification note beside them, the approved reviews paged, the form. */
export function ProductReviews({ masterSeoName }: { masterSeoName: string }) {
  const { t, i18n } = useLingui();
  const api = useApiClient();
  const [page, setPage] = useState(1);
  const reviews = useQuery({ ...productReviewsQuery(api, masterSeoName, page), placeholderData: keepPreviousData });
  const pageCount = reviews.data ? Math.max(1, Math.ceil(reviews.data.count / PRODUCT_REVIEWS_PAGE_SIZE)) : 1;

  return (
    <Section aria-labelledby="reviews-heading" data-testid="product-reviews">
      <h2 id="reviews-heading">
        <Trans>Recenze</Trans>
      </h2>
      {reviews.isPending && <Spinner label={t`Načítání recenzí…`} />}
      {reviews.isError && (
        <LoadFailed onRetry={() => void reviews.refetch()}>
          <Trans>Recenze se nepodařilo načíst.</Trans>
        </LoadFailed>
      )}
      {reviews.data && (
        <>
          <Summary data-testid="review-summary">
            {reviews.data.average === null ? (
              <Trans>Produkt zatím nikdo nehodnotil.</Trans>
            ) : (
              <>
                <Trans>
                  Průměrné hodnocení {i18n.number(reviews.data.average, { maximumFractionDigits: 1 })} z {REVIEW_RATING_MAX}
                </Trans>{' '}
                (<Plural value={reviews.data.count} one="# recenze" few="# recenze" other="# recenzí" />)
              </>
            )}
          </Summary>
          <VerificationNote />
          <List>
            {reviews.data.results.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </List>
          {pageCount > 1 && (
            <Paging aria-label={t`Stránkování recenzí`}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <Trans>Předchozí recenze</Trans>
              </Button>
              <span aria-live="polite">
                <Trans>
                  Strana {page} z {pageCount}
                </Trans>
              </span>
              <Button variant="secondary" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
                <Trans>Další recenze</Trans>
              </Button>
            </Paging>
          )}
        </>
      )}
      <ReviewForm masterSeoName={masterSeoName} />
    </Section>
  );
}

function ReviewItem({ review }: { review: PublishedReview }) {
  const { t, i18n } = useLingui();
  return (
    <Item data-testid="review">
      <Header>
        <strong>{review.full_name}</strong>
        <span aria-label={t`Hodnocení ${review.rating} z ${REVIEW_RATING_MAX}`} role="img">
          {'★'.repeat(review.rating)}
          {'☆'.repeat(REVIEW_RATING_MAX - review.rating)}
        </span>
        {review.verified_purchase && (
          <Badge data-testid="verified-purchase">
            <Trans>Ověřený nákup</Trans>
          </Badge>
        )}
        <time dateTime={review.created_at}>{i18n.date(review.created_at, { dateStyle: 'medium' })}</time>
      </Header>
      {review.pros && (
        <p>
          <strong>
            <Trans>Klady:</Trans>
          </strong>{' '}
          {review.pros}
        </p>
      )}
      {review.cons && (
        <p>
          <strong>
            <Trans>Zápory:</Trans>
          </strong>{' '}
          {review.cons}
        </p>
      )}
      {review.text && <p>{review.text}</p>}
    </Item>
  );
}

const Section = styled.section`
  margin: ${({ theme }) => theme.spacing.lg} 0;
  max-width: ${({ theme }) => theme.sizes.measure.text};
`;

const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Item = styled.li`
  border-top: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  padding: ${({ theme }) => theme.spacing.md} 0;
  overflow-wrap: anywhere;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  span[role='img'] {
    color: ${({ theme }) => theme.colors.rating};
  }
`;

const Badge = styled.span`
  background: ${({ theme }) => theme.colors.successSurface};
  color: ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.pill};
  padding: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Paging = styled.nav`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;
