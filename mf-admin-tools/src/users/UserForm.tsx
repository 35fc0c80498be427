import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { StaffRole, StaffUser } from '@shop/shared/contract/admin-users';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { Select } from '@shop/shared/ui/select';
import { useToast } from '@shop/shared/ui/toast';
import { useSaveUser } from './user-queries';
import { CheckboxInput } from '@shop/shared/ui/choice';

interface UserDraft {
  email: string;
  first_name: string;
  last_name: string;
  role: StaffRole;
  active: boolean;
}

/**
 * Create or edit a staff user (AT-A4d). There is no password field on purpose: a new user gets an
 * e-mailed link to set one. On a 400 the typed values stay and the server's messages show at the fields.
 */
export function UserForm({ user, onDone }: { user: StaffUser | null; onDone: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const save = useSaveUser();
  const [draft, setDraft] = useState<UserDraft>({
    email: user?.email ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    role: user?.role ?? 'staff',
    active: user?.active ?? true,
  });
  const [error, setError] = useState<unknown>(null);
  const errorsOf = (field: string) => fieldErrorsAt(isApiError(error) ? error.fieldErrors : null, [field]);
  const set = (patch: Partial<UserDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ body: { id: user?.id ?? null, ...draft } });
      toast.show({ kind: 'success', message: user ? t`Uživatel byl uložen.` : t`Uživatel byl založen a e-mailem dostal odkaz k nastavení hesla.` });
      onDone();
    } catch (caught) {
      setError(caught);
      if (!isApiError(caught) || caught.status !== 400) toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Uživatele se nepodařilo uložit.` });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t`Uživatel administrace`} noValidate>
      <h2>{user ? <Trans>Upravit uživatele</Trans> : <Trans>Nový uživatel</Trans>}</h2>
      <Field label={t`Jméno`} errors={errorsOf('first_name')} required>
        {(control) => <Input {...control} autoComplete="off" value={draft.first_name} onChange={(event) => set({ first_name: event.target.value })} />}
      </Field>
      <Field label={t`Příjmení`} errors={errorsOf('last_name')} required>
        {(control) => <Input {...control} autoComplete="off" value={draft.last_name} onChange={(event) => set({ last_name: event.target.value })} />}
      </Field>
      <Field label={t`E-mail`} errors={errorsOf('email')} required hint={user ? undefined : t`Na tuto adresu přijde odkaz k nastavení hesla.`}>
        {(control) => <Input {...control} type="email" autoComplete="off" value={draft.email} onChange={(event) => set({ email: event.target.value })} />}
      </Field>
      <Field label={t`Role`} errors={errorsOf('role')} required>
        {(control) => (
          <Select
            {...control}
            value={draft.role}
            options={[
              { value: 'staff', label: t`Zaměstnanec` },
              { value: 'admin', label: t`Administrátor` },
            ]}
            onChange={(event) => set({ role: event.target.value as StaffRole })}
          />
        )}
      </Field>
      <Field label={t`Aktivní`} errors={errorsOf('active')} hint={t`Neaktivní uživatel se nepřihlásí a jeho přihlášení skončí.`}>
        {(control) => <CheckboxInput {...control} checked={draft.active} onChange={(event) => set({ active: event.target.checked })} />}
      </Field>
      <Button type="submit" busy={save.isPending}>
        <Trans>Uložit</Trans>
      </Button>{' '}
      <Button variant="secondary" onClick={onDone}>
        <Trans>Zpět na seznam</Trans>
      </Button>
    </form>
  );
}
