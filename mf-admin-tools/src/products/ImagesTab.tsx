import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminProductDetail, ImagePick } from '@shop/shared/contract/admin-products';
import { galleryFileSets, galleryPhotos } from '@shop/shared/contract/gallery';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { queryFor } from '@shop/shared/query/route-query';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { Select } from '@shop/shared/ui/select';
import { useProductWrites } from './product-queries';
import { useFormOutcome } from '@shop/shared/query/form-error';

/** An image of the draft: kept from the product or picked from the gallery, with what to show. */
interface DraftImage {
  pick: ImagePick;
  url: string;
  alt: string;
}

const Thumbs = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.column.sm}, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  padding: 0;
  list-style: none;
  img {
    display: block;
    width: 100%;
    height: ${({ theme }) => theme.sizes.textarea};
    object-fit: contain;
  }
`;

/** The product's images in order (the first is the main one), added from the gallery, moved, removed. */
export function ImagesTab({ product }: { product: AdminProductDetail }) {
  const { t, i18n } = useLingui();
  const api = useApiClient();
  const writes = useProductWrites(product.id, i18n.locale as Locale);
  const outcome = useFormOutcome(t`Obrázky se nepodařilo uložit.`);
  const [draft, setDraft] = useState<DraftImage[]>(() => product.images.map((image) => ({ pick: { source: 'image', id: image.id }, url: image.url, alt: image.alt })));
  const [term, setTerm] = useState('');
  const [fileSet, setFileSet] = useState('');
  const fileSets = useQuery(queryFor(api, galleryFileSets, { query: { term } }));
  const photos = useQuery({ ...queryFor(api, galleryPhotos, { params: { id: Number(fileSet) || 1 } }), enabled: fileSet !== '' });

  const move = (index: number, by: -1 | 1) =>
    setDraft((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      next.splice(index + by, 0, moved!);
      return next;
    });
  const save = () => void outcome.run(() => writes.images.mutateAsync({ params: { id: product.id }, body: { version: product.version, images: draft.map((image) => image.pick) } }));

  return (
    <div>
      {draft.length === 0 ? (
        <p>
          <Trans>Produkt nemá vlastní obrázky; obchod ukazuje kreslený náhled.</Trans>
        </p>
      ) : (
        <Thumbs aria-label={t`Obrázky produktu`}>
          {draft.map((image, index) => (
            <li key={`${image.pick.source}-${image.pick.id}`}>
              <img src={image.url} alt={image.alt} />
              {index === 0 ? <strong>{t`Hlavní obrázek`}</strong> : <span>{t`Obrázek ${index + 1}`}</span>}
              {outcome.errorsAt('images', String(index)).map((message) => (
                <p key={message} role="alert">
                  {message}
                </p>
              ))}
              <div>
                {index > 0 && (
                  <Button variant="link" onClick={() => move(index, -1)}>
                    {index === 1 ? t`Nastavit jako hlavní` : t`Posunout dopředu`}
                  </Button>
                )}{' '}
                {index < draft.length - 1 && (
                  <Button variant="link" onClick={() => move(index, 1)}>
                    {t`Posunout dozadu`}
                  </Button>
                )}{' '}
                <Button variant="link" onClick={() => setDraft((current) => current.filter((_, at) => at !== index))}>
                  {t`Odebrat`}
                </Button>
              </div>
            </li>
          ))}
        </Thumbs>
      )}
      <Button busy={writes.images.isPending} onClick={save}>
        <Trans>Uložit obrázky</Trans>
      </Button>
      <h3>
        <Trans>Přidat z galerie</Trans>
      </h3>
      <Field label={t`Hledat sadu souborů`}>{(control) => <Input {...control} type="search" value={term} onChange={(event) => setTerm(event.target.value)} />}</Field>
      <Field label={t`Sada souborů`}>
        {(control) => (
          <Select
            {...control}
            value={fileSet}
            placeholder={t`Vyberte sadu`}
            options={(fileSets.data ?? []).map((set) => ({ value: String(set.id), label: `${set.name} (${set.photo_count})` }))}
            onChange={(event) => setFileSet(event.target.value)}
          />
        )}
      </Field>
      {fileSet !== '' && (
        <Thumbs aria-label={t`Fotografie sady`}>
          {(photos.data ?? []).map((photo) => {
            const chosen = draft.some((image) => image.pick.source === 'photo' && image.pick.id === photo.id);
            return (
              <li key={photo.id}>
                <img src={photo.url} alt={photo.alt} />
                <Button variant="secondary" disabled={chosen} onClick={() => setDraft((current) => [...current, { pick: { source: 'photo', id: photo.id }, url: photo.url, alt: photo.alt }])}>
                  {chosen ? t`Přidáno` : t`Přidat`}
                </Button>
              </li>
            );
          })}
        </Thumbs>
      )}
    </div>
  );
}
