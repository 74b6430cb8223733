import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { __, Stack, Text } from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { isApiError } from '../../api/errors';
import { FormError, PERSON_NAME_LIMITS, useFormSubmit, useLiveLimits } from '../../forms';
import { FormActions, PersonFields } from '../app/FormParts';
import { AdminPage } from '../app/AdminPage';
import { adminAddWpUser, type WpUserFields } from '../api/adminAddWpUser';
import { fundraiserPaths, FundraiserWizardSteps } from './wizardSteps';

/**
 * `#/create-wp-user`, step 1: the fundraiser's WordPress user. An existing user with that email is reused (the
 * next step says so); one who already fundraises for this campaign is refused on the email field (409).
 */
export default function FundraiserWizardCreateUser() {
  const api = useApi();
  const navigate = useNavigate();
  const form = useForm<WpUserFields>({ defaultValues: { firstName: '', lastName: '', email: '' } });
  const { register, formState, setError, setFocus } = form;
  const { errors } = formState;
  useLiveLimits(form, PERSON_NAME_LIMITS);
  const { onSubmit, submitting, formError, formErrorRef } = useFormSubmit(form, async (values) => {
    try {
      const { userId, existing } = await adminAddWpUser(api, values);
      navigate(fundraiserPaths.createProfile(userId, existing));
    } catch (error) {
      // A conflict or a refused address belongs to the email field: say it there and put the cursor back.
      if (isApiError(error) && (error.status === 409 || error.code === 'invalid_email')) {
        setError('email', { type: 'server', message: error.message });
        setFocus('email');
        return 'unlock';
      }
      throw error;
    }
  });

  return (
    <AdminPage width="form" title={__('Create a fundraiser')}>
      <Stack gap="lg">
        <FundraiserWizardSteps current={1} />
        <Text tone="muted">
          {__('Who is fundraising? An existing WordPress user with this email is used; otherwise one is created.')}
        </Text>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="lg">
            <FormError ref={formErrorRef} message={formError} />
            <PersonFields register={(name, rule) => register(name, rule)} errors={errors} />
            <FormActions
              submitting={submitting}
              submitLabel={__('Continue')}
              to={fundraiserPaths.list}
              toLabel={__('Cancel')}
            />
          </Stack>
        </form>
      </Stack>
    </AdminPage>
  );
}
