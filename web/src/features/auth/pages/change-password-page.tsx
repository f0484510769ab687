import { changePasswordRequest } from '@club/contracts';
import { useChangePassword } from '../api/change-password';
import { ChangeSecretForm } from '../components/change-secret-form';

/** Staff: change password. */
export default function ChangePasswordPage() {
  const mutation = useChangePassword();
  return <ChangeSecretForm kind="password" schema={changePasswordRequest} mutation={mutation} />;
}
