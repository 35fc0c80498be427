import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { fieldErrorsAt } from '@shop/shared/http/api-error';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { HoneypotField, honeypotBody } from '@shop/shared/ui/honeypot-field';
import { trackBuyoutClick } from '../store/buyout-analytics';
import { useBuyout } from '../store/buyout-context';
import type { ShownAppraisal } from '../store/shown-appraisal';
import { translateFieldMessages } from '@shop/shared/validation/issue-message';
import { unplacedMessages } from '@shop/shared/validation/unplaced-messages';
import { useSendOfferToEmail } from './queries';

const EMAIL_PATH = ['e_mail'] as const;

/** The offer sent to an e-mail address (spec section 3, send-to-email payload). */
export function SendToEmailForm({
  id,
  shown,
  notice,
}: {
  id: string;
  /** The appraisal offered, with the answers in force. */
  shown: ShownAppraisal;
  /** Shown with the form's own messages (the flow passes the prices-changed notice). */
  notice?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const email = useBuyout((state) => state.email);
  const errors = useBuyout((state) => state.emailErrors);
  const sent = useBuyout((state) => state.emailSent);
  const setEmail = useBuyout((state) => state.setEmail);
  const emailBody = useBuyout((state) => state.emailBody);
  const send = useSendOfferToEmail(useBuyout((state) => state.emailAnswered));
  const closeView = useBuyout((state) => state.closeView);
  const emailErrors = translateFieldMessages(fieldErrorsAt(errors, EMAIL_PATH), i18n);
  const otherErrors = translateFieldMessages(unplacedMessages(errors, [EMAIL_PATH]), i18n);
  const input = useRef<HTMLInputElement>(null);
  const trap = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);
  // Focus once per refused send, so the customer lands on the field to fix.
  useEffect(() => {
    if (fieldErrorsAt(errors, EMAIL_PATH).length > 0) input.current?.focus();
  }, [errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    trackBuyoutClick('send_to_email');
    if (send.isPending) return;
    const body = emailBody(shown);
    if (body) send.mutate({ body: { ...body, ...honeypotBody(trap.current) } });
  };

  return (
    <form id={id} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Poslat nabídku na e-mail</Trans>
      </h2>
      <Field label={t`E-mail`} errors={emailErrors} required>
        {(control) => (
          <Input {...control} ref={input} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        )}
      </Field>
      {otherErrors.length > 0 && (
        <Alert kind="error">
          {otherErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      )}
      <div aria-live="polite">
        {notice}
        {sent === true && (
          <Alert kind="success">
            <Trans>Nabídku jsme odeslali na adresu {email}.</Trans>
          </Alert>
        )}
        {sent === false && errors === null && (
          <Alert kind="error">
            <Trans>E-mail se nepodařilo odeslat. Zkuste to prosím znovu.</Trans>
          </Alert>
        )}
      </div>
      <Button type="submit" busy={send.isPending}>
        <Trans>Odeslat nabídku</Trans>
      </Button>{' '}
      <Button variant="secondary" onClick={closeView}>
        <Trans>Zavřít</Trans>
      </Button>
      <HoneypotField ref={trap} />
    </form>
  );
}
