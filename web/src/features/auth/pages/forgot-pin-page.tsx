import { forgotPinRequest } from '@club/contracts';
import { useForgotPin } from '../api/forgot-pin';
import { CodeEmailForm } from '../components/code-email-form';

/** /forgot-pin: a temporary PIN by mail to the email on file. */
export default function ForgotPinPage() {
  const mutation = useForgotPin();
  return (
    <CodeEmailForm
      screen="forgotPin"
      codeField="memberCode"
      schema={forgotPinRequest}
      mutation={mutation}
    />
  );
}
