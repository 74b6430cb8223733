/**
 * Form machinery shared by the account forms (register, login, lost password, profile) and the team forms.
 *
 * ```tsx
 * const form = useForm<Values>({ defaultValues });            // react-hook-form; shouldFocusError stays on
 * const { onSubmit, submitting, formError, formErrorRef } = useFormSubmit(form, async (values) => {
 *   const { redirect } = await registerFundraiser(api, values); // throw → server message as form error
 *   followServerRedirect(redirect, campaign.campaign_url); // off-site → throws, shown on page
 * });
 * <form onSubmit={onSubmit} noValidate>
 *   <FormError ref={formErrorRef} message={formError} />
 *   <TextField label=… error={form.formState.errors.email?.message} {...form.register('email', rules.email())} />
 *   <SubmitButton submitting={submitting} disabled={upload.blocked}>Register</SubmitButton>
 * </form>
 * ```
 *
 * - useFormSubmit(form, submit): ref-guarded single submit (double click / Enter twice), clears the form error
 *   on click, focuses the first invalid field on validation failure, and on a throw shows the message (ApiError's
 *   server message) in FormError, focuses it and keeps every value. `submit` resolving keeps the form locked
 *   (success leaves the page); resolve 'unlock' to re-enable.
 * - FormError: error Notice, role=alert, tabIndex -1. SubmitButton: disabled + aria-busy while submitting.
 * - followServerRedirect(redirect, campaignUrl, kind): full page load, or throws RedirectRefusedError.
 * - rules / validationMessages / check*: SPEC 5 validation (messages in validation.ts).
 * - useMaxUploadSize(), useUploadRejections(): FileUpload's cap and "too large → submit disabled"; maxUploadBytes(config)
 *   for pages without host data (admin).
 * - parseWholeAmount(text, separators): a whole amount typed with the site's separators ('1,250,000'), or null.
 * - FormPage: step indicator + h1 + intro + the form in a readable column.
 * - FormFrame: <form> with the form-level error, the fields and one submit button. UserHandleField: email or username.
 * - DraftFormFrame: FormFrame for the profile and team forms: draft notice above, submit (waits for a refused upload)
 *   and Cancel below.
 */
export { useFormSubmit, submitErrorMessage, type FormSubmitState, type SubmitOutcome } from './useFormSubmit';
export { FormError, type FormErrorProps } from './FormError';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { followServerRedirect, RedirectRefusedError } from './redirect';
export {
  rules,
  validationMessages,
  checkEmail,
  checkGoal,
  checkGoalLimit,
  checkNameLength,
  checkPassword,
  checkPasswordConfirmation,
  checkRequired,
  MAX_GOAL,
  MAX_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  type FieldRule,
  type ValidationMessage,
} from './validation';
export { maxUploadBytes, useMaxUploadSize, useUploadRejections, type UploadRejections } from './uploads';
export { PERSON_NAME_LIMITS, useLiveLimits, type LiveLimits } from './liveLimits';
export {
  parseWholeAmount,
  checkLocaleGoal,
  checkLocaleGoalLimit,
  formatWholeAmount,
  type AmountSeparators,
} from './money';
export { FormPage, type FormPageProps } from './FormPage';
export { FormFrame, type FormFrameProps } from './FormFrame';
export { DraftFormFrame, type DraftFormFrameProps } from './DraftFormFrame';
export { UserHandleField, type UserHandleFieldProps } from './UserHandleField';
export { draftKey, type DraftScope } from './drafts/draftKey';
export { useFormDraft, DRAFT_SAVE_DELAY_MS, type FormDraft, type FormDraftOptions } from './drafts/useFormDraft';
export { DraftNotice, type DraftNoticeProps } from './drafts/DraftNotice';
export { useDraftKey } from './drafts/useDraftKey';
export { useDraftEdits, type DraftEdits } from './drafts/useDraftEdits';
export {
  AccountFields,
  useAccountForm,
  type AccountFieldsProps,
  type AccountForm,
  type AccountFormOptions,
  type AccountSubmission,
  type AccountValues,
} from './AccountForm';
