import { ForgotForm } from '../../features/accounts/components/forgot-form';
import { FormPage } from '../../components/form-page';

export default function ForgotPage() {
  return (
    <FormPage id="forgot" size={480}>
      <ForgotForm />
    </FormPage>
  );
}
