import { useForm } from 'react-hook-form';
import { __, TextField } from '../../design-system';
import { useApi } from '../api/ApiContext';
import { fundraiserLogin } from '../api/fundraiserLogin';
import { useHostData } from '../app/HostDataContext';
import { FormFrame, followServerRedirect, rules, UserHandleField, useFormSubmit } from '../forms';

interface LoginValues {
  user_handle: string;
  password: string;
}

/** SPEC 2/5: user_handle and password, both required; success follows the server's absolute same-origin redirect. */
export function LoginForm() {
  const api = useApi();
  const { campaign } = useHostData();
  const form = useForm<LoginValues>({ defaultValues: { user_handle: '', password: '' } });
  const { errors } = form.formState;
  const submit = useFormSubmit(form, async (values) => {
    const { redirect } = await fundraiserLogin(api, {
      user_handle: values.user_handle.trim(),
      password: values.password,
    });
    followServerRedirect(redirect, campaign.campaign_url);
  });

  return (
    <FormFrame submit={submit} submitLabel={__('Sign in')}>
      <UserHandleField
        error={errors.user_handle?.message}
        {...form.register('user_handle', rules.required('userHandleRequired'))}
      />
      <TextField
        label={__('Password')}
        type="password"
        autoComplete="current-password"
        passwordToggle
        required
        error={errors.password?.message}
        {...form.register('password', rules.required('passwordRequired'))}
      />
    </FormFrame>
  );
}
