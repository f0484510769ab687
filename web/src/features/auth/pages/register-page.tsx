import { registerRequest } from '@club/contracts';
import { useRegister } from '../api/register';
import { CodeEmailForm } from '../components/code-email-form';

/** /register: an existing member activates online access through an emailed link. */
export default function RegisterPage() {
  const mutation = useRegister();
  return (
    <CodeEmailForm
      screen="register"
      codeField="memberCode"
      schema={registerRequest}
      mutation={mutation}
    />
  );
}
