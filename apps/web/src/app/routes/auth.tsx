import { LoginForm } from '../../features/accounts/components/login-form';
import { FormPage } from '../../components/form-page';

export default function AuthPage() {
  return (
    <FormPage id="auth" size={460}>
      <LoginForm />
    </FormPage>
  );
}
