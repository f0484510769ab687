import { forgotPasswordRequest } from '@club/contracts';
import { useForgotPassword } from '../api/forgot-password';
import { CodeEmailForm } from '../components/code-email-form';

/** /forgot-password: a temporary password by mail for staff. */
export default function ForgotPasswordPage() {
  const mutation = useForgotPassword();
  return (
    <CodeEmailForm
      screen="forgotPassword"
      codeField="staffCode"
      schema={forgotPasswordRequest}
      mutation={mutation}
    />
  );
}
