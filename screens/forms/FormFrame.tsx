import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Stack } from '../../design-system';
import { FormError } from './FormError';
import { SubmitButton } from './SubmitButton';
import type { FormSubmitState } from './useFormSubmit';

export interface FormFrameProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> {
  /** From useFormSubmit (or useAccountForm): the submit handler, its busy state and the form-level error. */
  submit: FormSubmitState;
  submitLabel: ReactNode;
  /** Instead of the lone submit button: the submit with its neighbours (DraftFormFrame's Cancel). */
  actions?: ReactNode;
  /** Above the form-level error: what the form is for, the draft notice. */
  head?: ReactNode;
  /** The fields, between the form-level error and the submit button. */
  children: ReactNode;
  /** Below the submit button. */
  foot?: ReactNode;
}

/** A form with one submit button: the form-level error above the fields (focused after a server failure). */
export function FormFrame({ submit, submitLabel, actions, head, children, foot, ...formProps }: FormFrameProps) {
  return (
    <form onSubmit={submit.onSubmit} noValidate {...formProps}>
      <Stack gap="lg">
        {head}
        <FormError ref={submit.formErrorRef} message={submit.formError} />
        {children}
        {actions ?? (
          <div>
            <SubmitButton submitting={submit.submitting}>{submitLabel}</SubmitButton>
          </div>
        )}
        {foot}
      </Stack>
    </form>
  );
}
