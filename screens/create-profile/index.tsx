import { __ } from '../../design-system';
import { useWizardStep } from '../app/wizard';
import { FormPage } from '../forms';
import { ProfileForm } from '../profile-form';

/**
 * /register/create-profile/ (SPEC 2, 4): the wizard's Create Profile step (2 in joinIndividual, 3 in joinTeam and
 * createTeam). Story and goal default to the campaign's placeholder and fundraiser_goal; the server answers
 * /start-fundraising/, followed as a full page load.
 */
export default function CreateProfilePage() {
  const wizard = useWizardStep(undefined, 'createProfile');
  return (
    <FormPage
      title={__('Create your fundraising profile')}
      intro={__('Tell supporters your story and set a goal. You can change both later.')}
      wizard={wizard}
    >
      <ProfileForm action="create" />
    </FormPage>
  );
}
