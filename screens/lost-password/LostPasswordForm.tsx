import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { __, Stack, TextField } from '../../design-system';
import { useApi } from '../api/ApiContext';
import { sendPasswordResetEmail } from '../api/sendPasswordResetEmail';
import { paths } from '../app/paths';
import { FormError, SubmitButton, rules, useFormSubmit } from '../forms';

interface LostPasswordValues {
  user_handle: string;
}

/** SPEC 2/4/5: user_handle required; success moves (client-side) to /lost-password/sent. */
export function LostPasswordForm() {
  const api = useApi();
  const navigate = useNavigate();
  const form = useForm<LostPasswordValues>({ defaultValues: { user_handle: '' } });
  const { errors } = form.formState;
  const { onSubmit, submitting, formError, formErrorRef } = useFormSubmit(form, async (values) => {
    await sendPasswordResetEmail(api, values.user_handle.trim());
    navigate(paths.lostPasswordSent());
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormError ref={formErrorRef} message={formError} />
        <TextField
          label={__('Email or username')}
          autoComplete="username"
          required
          error={errors.user_handle?.message}
          {...form.register('user_handle', rules.required('userHandleRequired'))}
        />
        <div>
          <SubmitButton submitting={submitting}>{__('Get New Password')}</SubmitButton>
        </div>
      </Stack>
    </form>
  );
}
