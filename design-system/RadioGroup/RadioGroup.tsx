import {
  forwardRef,
  useMemo,
  type ChangeEvent,
  type ChangeEventHandler,
  type FieldsetHTMLAttributes,
  type FocusEventHandler,
  type ForwardedRef,
  type ReactNode,
  type RefCallback,
  useId,
} from 'react';
import { describedBy, FieldError, FieldHelp, hasContent, RequiredMarker } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { withClassName } from '../classNames';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A line under the label, read as the radio's description. */
  description?: ReactNode | undefined;
  disabled?: boolean | undefined;
}

type FieldsetRest = Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'onChange' | 'onBlur' | 'defaultValue' | 'name'>;

export interface RadioGroupProps extends FieldsetRest {
  /** The group's visible name, rendered as the fieldset's `<legend>`. */
  label: ReactNode;
  options: readonly RadioOption[];
  helpText?: ReactNode | undefined;
  /** A message puts the group in its error state (aria-invalid on every radio, danger colour). */
  error?: ReactNode | undefined;
  /** Shared by every radio; a generated one is used when omitted. */
  name?: string | undefined;
  /** Controlled: the checked option's value. */
  value?: string | undefined;
  /** Uncontrolled: the option checked at first. */
  defaultValue?: string | undefined;
  /** Called with the newly checked value. */
  onValueChange?: ((value: string) => void) | undefined;
  /** The native change event of whichever radio was checked (what react-hook-form's register() gives). */
  onChange?: ChangeEventHandler<HTMLInputElement> | undefined;
  onBlur?: FocusEventHandler<HTMLInputElement> | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  orientation?: 'vertical' | 'horizontal' | undefined;
}

/** One callback ref per radio: a callback ref (react-hook-form's) sees every radio; an object ref holds the first. */
function useRadioRefs(ref: ForwardedRef<HTMLInputElement>, count: number): Array<RefCallback<HTMLInputElement>> {
  return useMemo(
    () =>
      Array.from(
        { length: count },
        (_, index): RefCallback<HTMLInputElement> =>
          (node) => {
            if (typeof ref === 'function') {
              ref(node);
            } else if (ref && index === 0) {
              ref.current = node;
            }
          },
      ),
    [ref, count],
  );
}

/**
 * A set of native radios in a `<fieldset>` whose `<legend>` is the label.
 *
 * Works three ways:
 * - controlled: `value` + `onValueChange`;
 * - uncontrolled: `defaultValue` (+ `onValueChange` to hear about changes);
 * - react-hook-form: `{...register('access')}` spread onto the group. `name`, `onChange`, `onBlur`,
 *   `required` and `disabled` go to every radio, and the ref is given to every radio, which is how
 *   register() expects a radio group to be wired. The form's `defaultValues` picks the checked one.
 * Other props (`className`, `aria-*`, `data-*`) go to the `<fieldset>`.
 */
export const RadioGroup = forwardRef<HTMLInputElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    options,
    helpText,
    error,
    name,
    value,
    defaultValue,
    onValueChange,
    onChange,
    onBlur,
    required,
    disabled,
    orientation,
    className,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const base = useId();
  const groupName = name ?? `${base}radio`;
  const helpId = `${base}help`;
  const errorId = `${base}error`;
  const invalid = hasContent(error);
  const showHelp = hasContent(helpText);
  const radioRefs = useRadioRefs(ref, options.length);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    if (event.target.checked) onValueChange?.(event.target.value);
  };

  return (
    <fieldset
      className={withClassName(fieldStyles.field, className)}
      data-state={invalid ? 'invalid' : 'valid'}
      disabled={disabled}
      aria-describedby={describedBy(ariaDescribedBy, showHelp && helpId, invalid && errorId)}
      {...rest}
    >
      <legend className={fieldStyles.label}>
        {label}
        {required ? <RequiredMarker /> : null}
      </legend>
      {showHelp ? <FieldHelp id={helpId}>{helpText}</FieldHelp> : null}
      {invalid ? <FieldError id={errorId}>{error}</FieldError> : null}
      <div className={styles.options({ orientation })}>
        {options.map((option, index) => {
          const radioId = `${base}option${index}`;
          const descriptionId = `${radioId}description`;
          const hasDescription = hasContent(option.description);
          return (
            <div key={option.value} className={styles.option}>
              <span className={styles.radioCell}>
                <input
                  ref={radioRefs[index]}
                  type="radio"
                  id={radioId}
                  name={groupName}
                  value={option.value}
                  className={styles.radio}
                  required={required}
                  disabled={option.disabled}
                  {...(value !== undefined
                    ? { checked: value === option.value }
                    : defaultValue !== undefined
                      ? { defaultChecked: defaultValue === option.value }
                      : {})}
                  onChange={handleChange}
                  onBlur={onBlur}
                  aria-invalid={invalid ? true : undefined}
                  // The group's error is repeated on each radio: fieldset descriptions are not read by every screen reader.
                  aria-describedby={describedBy(hasDescription && descriptionId, invalid && errorId)}
                />
              </span>
              <label htmlFor={radioId} className={styles.optionLabel}>
                {option.label}
              </label>
              {hasDescription ? (
                <p id={descriptionId} className={styles.description}>
                  {option.description}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
});
