import { RegisterForm } from '../../features/accounts/components/register-form';
import { FormPage } from '../../components/form-page';

export default function RegisterPage() {
  return (
    <FormPage id="register" size={560}>
      <RegisterForm />
    </FormPage>
  );
}
