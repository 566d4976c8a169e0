// Shared by the dialog's component tests (never imported by the app).
import type { MockLink } from '@apollo/client/testing';
import { CountriesQuery } from '@/components/code-flow/countries.operation';

/** The area-code list every face asks for; empty is enough for the tests, and it may be asked any number of times. */
export const countriesMock: MockLink.MockedResponse = {
  request: { query: CountriesQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { countries: [] } },
};
