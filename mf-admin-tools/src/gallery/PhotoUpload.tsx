import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { GALLERY_PHOTO_MAX_BYTES, GALLERY_PHOTO_TYPES } from '@shop/shared/contract/admin-gallery';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { useToast } from '@shop/shared/ui/toast';
import { useGalleryWrites } from './gallery-queries';
import { readFileBase64 } from './read-file-base64';

/** Upload one photo with its alt texts; the server checks the bytes, this only spares a round trip for an obvious misfit. */
export function PhotoUpload({ fileSetId }: { fileSetId: number }) {
  const { t } = useLingui();
  const toast = useToast();
  const { upload } = useGalleryWrites();
  const fileInput = useRef<HTMLInputElement>(null);
  const [altCs, setAltCs] = useState('');
  const [altRo, setAltRo] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const errorsOf = (field: string) => fieldErrorsAt(isApiError(error) ? error.fieldErrors : null, [field]);
  const kb = GALLERY_PHOTO_MAX_BYTES / 1024;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFileError(null);
    const file = fileInput.current?.files?.[0];
    if (!file) return setFileError(t`Vyberte soubor.`);
    if (!(GALLERY_PHOTO_TYPES as readonly string[]).includes(file.type)) return setFileError(t`Nahrajte obrázek JPEG, PNG nebo WebP.`);
    if (file.size > GALLERY_PHOTO_MAX_BYTES) return setFileError(t`Obrázek smí mít nejvýše ${kb} kB.`);
    try {
      const data = await readFileBase64(file);
      await upload.mutateAsync({ params: { id: fileSetId }, body: { file_name: file.name, content_type: file.type, data_base64: data, alt_cs: altCs, alt_ro: altRo } });
      toast.show({ kind: 'success', message: t`Fotografie byla nahrána.` });
      setAltCs('');
      setAltRo('');
      if (fileInput.current) fileInput.current.value = '';
    } catch (caught) {
      setError(caught);
      if (!isApiError(caught) || caught.status !== 400) toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Fotografii se nepodařilo nahrát.` });
    }
  };

  const fileErrors = [...(fileError ? [fileError] : []), ...errorsOf('data_base64'), ...errorsOf('content_type'), ...errorsOf('file_name')];
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t`Nahrát fotografii`} noValidate>
      <h3>
        <Trans>Nahrát fotografii</Trans>
      </h3>
      <Field label={t`Soubor`} errors={fileErrors} required hint={t`JPEG, PNG nebo WebP, nejvýše ${kb} kB.`}>
        {(control) => <input {...control} ref={fileInput} type="file" accept={GALLERY_PHOTO_TYPES.join(',')} />}
      </Field>
      <Field label={t`Popis obrázku česky`} errors={errorsOf('alt_cs')}>
        {(control) => <Input {...control} value={altCs} onChange={(event) => setAltCs(event.target.value)} />}
      </Field>
      <Field label={t`Popis obrázku rumunsky`} errors={errorsOf('alt_ro')}>
        {(control) => <Input {...control} value={altRo} onChange={(event) => setAltRo(event.target.value)} />}
      </Field>
      <Button type="submit" busy={upload.isPending}>
        <Trans>Nahrát</Trans>
      </Button>
    </form>
  );
}
