import { useSearchParams } from 'react-router';
import { RequestResetForm } from './RequestResetForm.js';
import { ResetPasswordForm } from './ResetPasswordForm.js';

/** Spec doc 1 §2 /pages/forgot-password: asks for a reset link, or, opened from that link (?token=), sets the new password. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetPasswordForm key={token} token={token} /> : <RequestResetForm />;
}
