import { useMemo } from 'react';
import { checkLocaleGoal, type AmountSeparators, type FieldRule } from '../../forms';
import { useAdmin } from '../app/AdminContext';

/** The site's separators and the goal field's rule built on them. */
export function useGoalInput(): { separators: AmountSeparators; goalRule: FieldRule; maxUploadSize: number } {
  const { config } = useAdmin();
  const { thousandsSeparator, decimalSeparator, maxUploadSize } = config;
  return useMemo(() => {
    const separators = { thousandsSeparator, decimalSeparator };
    return {
      separators,
      goalRule: {
        validate: (value: unknown) => checkLocaleGoal(typeof value === 'string' ? value : '', separators) ?? true,
      },
      maxUploadSize: maxUploadSize > 0 ? maxUploadSize : Number.POSITIVE_INFINITY,
    };
  }, [thousandsSeparator, decimalSeparator, maxUploadSize]);
}
