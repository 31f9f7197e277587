import { ResetAccess } from '../../features/accounts/components/reset-access';
import { FormPage } from '../../components/form-page';

export default function ResetPasswordPage() {
  return (
    <FormPage id="resetPassword" size={640}>
      <ResetAccess />
    </FormPage>
  );
}
