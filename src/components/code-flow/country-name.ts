import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { CountriesQuery } from './countries.operation';

/** Regional-indicator flag emoji → ISO 3166-1 alpha-2 code (the countries list carries the flag). */
export function isoOfFlag(flag: string): string {
  return [...flag].map((c) => String.fromCharCode((c.codePointAt(0) ?? 0) - 0x1f1e6 + 65)).join('');
}

type Country = { flag: string; enName: string; zhName: string };

/**
 * A country's name from its ISO code as the countries list names it (the list the real-name form picks from), in the
 * page language; a code the list does not hold stays as it is (issue 11: pages showed the bare code).
 */
export function countryName(countries: readonly Country[], code: string | null | undefined, english: boolean): string {
  if (!code) return '–';
  const found = countries.find((c) => isoOfFlag(c.flag) === code.toUpperCase());
  return found ? (english ? found.enName : found.zhName) : code;
}

/** countryName over the countries list (GET /pass/countryList, cached), in the page language. */
export function useCountryName(): (code: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const { data } = useQuery(CountriesQuery, { context: { silentErrors: true } });
  const countries = data?.countries ?? [];
  return (code) => countryName(countries, code, i18n.resolvedLanguage === 'en');
}
