import { __ } from '../../design-system';
import { useApi } from '../api/ApiContext';
import { createFundraiserProfile } from '../api/createFundraiserProfile';
import { registerFundraiser } from '../api/registerFundraiser';
import { AccountFields, type AccountValues, DraftNotice, FormFrame, useAccountForm, useDraftKey } from '../forms';

export type RegisterValues = AccountValues;

export interface RegisterFormProps {
  /** Registers a team captain (team_captain true): the next step creates the team. */
  captain: boolean;
  /**
   * 'new': a visitor creates an account (register-fundraiser). 'existing': a logged-in user without a profile
   * (SPEC 4/5): the email is fixed, no password fields, and create-fundraiser-profile is called instead.
   */
  mode: 'new' | 'existing';
  /** Prefill (from get-user-info for an existing user). */
  defaults?: Partial<Pick<RegisterValues, 'firstName' | 'lastName' | 'email'>>;
}

/** The register step of the individual and captain wizards; success is a full page load to the next step. */
export function RegisterForm({ captain, mode, defaults = {} }: RegisterFormProps) {
  const api = useApi();
  const existing = mode === 'existing';
  const account = useAccountForm({
    existing,
    defaults,
    storageKey: useDraftKey(`register-${captain ? 'captain' : 'individual'}-${mode}`),
    send: ({ account, ...names }) =>
      account
        ? registerFundraiser(api, { ...names, team_captain: captain, ...account })
        : createFundraiserProfile(api, { ...names, team_captain: captain, email: defaults.email ?? '' }),
  });

  return (
    <FormFrame
      submit={account}
      submitLabel={captain ? __('Register and create your team') : __('Register')}
      head={<DraftNotice draft={account.draft} />}
    >
      <AccountFields
        form={account.form}
        existingEmail={existing ? (defaults.email ?? '') : undefined}
        existingEmailHelp={__('You are logged in with this email address.')}
        passwordHelp={__('At least 6 characters.')}
      />
    </FormFrame>
  );
}
