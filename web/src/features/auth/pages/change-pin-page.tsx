import { changePinRequest } from '@club/contracts';
import { useChangePin } from '../api/change-pin';
import { ChangeSecretForm } from '../components/change-secret-form';

/** member/settings/changePin. */
export default function ChangePinPage() {
  const mutation = useChangePin();
  return <ChangeSecretForm kind="pin" schema={changePinRequest} mutation={mutation} />;
}
