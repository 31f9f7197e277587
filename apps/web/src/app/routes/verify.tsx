import { VerifyForm } from '../../features/accounts/components/verify-form';
import { FormPage } from '../../components/form-page';

export default function VerifyPage() {
  return (
    <FormPage id="verify" size={480}>
      <VerifyForm />
    </FormPage>
  );
}
