import { useMemo } from 'react';
import { toIntlLocale } from '../../app/hostConfig';
import { formatCount } from '../../shared/format';
import { useAdmin } from './AdminContext';

/** Formats a count in the site's locale ('1.234' on a German site), for the admin lists' totals and counts. */
export function useAdminCount(): (value: number) => string {
  const { locale } = useAdmin().config;
  return useMemo(() => {
    const intlLocale = toIntlLocale(locale);
    return (value: number) => formatCount(value, intlLocale);
  }, [locale]);
}
