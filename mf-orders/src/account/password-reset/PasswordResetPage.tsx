import { usePageSegments } from '@shop/shared/routing/page-address';
import { NewPasswordForm } from './NewPasswordForm';
import { ResetRequestForm } from './ResetRequestForm';

/** `/obnova-hesla/` asks for a link; `/obnova-hesla/<token>/` (the link) sets the new password. */
export function PasswordResetPage() {
  const [token] = usePageSegments('passwordReset');
  return token ? <NewPasswordForm key={token} token={token} /> : <ResetRequestForm />;
}
