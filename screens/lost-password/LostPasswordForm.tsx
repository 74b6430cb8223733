import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { __ } from '../../design-system';
import { useApi } from '../api/ApiContext';
import { sendPasswordResetEmail } from '../api/sendPasswordResetEmail';
import { paths } from '../app/paths';
import { FormFrame, rules, UserHandleField, useFormSubmit } from '../forms';

interface LostPasswordValues {
  user_handle: string;
}

/** SPEC 2/4/5: user_handle required; success moves (client-side) to /lost-password/sent. */
export function LostPasswordForm() {
  const api = useApi();
  const navigate = useNavigate();
  const form = useForm<LostPasswordValues>({ defaultValues: { user_handle: '' } });
  const { errors } = form.formState;
  const submit = useFormSubmit(form, async (values) => {
    await sendPasswordResetEmail(api, values.user_handle.trim());
    navigate(paths.lostPasswordSent());
  });

  return (
    <FormFrame submit={submit} submitLabel={__('Get New Password')}>
      <UserHandleField
        error={errors.user_handle?.message}
        {...form.register('user_handle', rules.required('userHandleRequired'))}
      />
    </FormFrame>
  );
}
