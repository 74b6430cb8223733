import type { Ref } from 'react';
import { __, TextField, type TextFieldProps } from '../../design-system';

export type UserHandleFieldProps = Omit<TextFieldProps, 'label' | 'autoComplete' | 'required'> & {
  ref?: Ref<HTMLInputElement>;
};

/** Email or username, required (SPEC 5): who signs in, or who asks for a new password. */
export function UserHandleField(props: UserHandleFieldProps) {
  return <TextField label={__('Email or username')} autoComplete="username" required {...props} />;
}
