import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getToken } from './auth-token';
import { reportError } from './errors';
import { createRefreshingFetch } from './token-refresh';
import { currentLanguage } from './i18n';

/** Spec section 9: requests time out after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Operation context flags understood by the links below. An operation whose caller shows its own errors
 * (a wrong code under the code boxes, the session's own profile fetch) passes `{ silentErrors: true }`;
 * everything else goes through `reportError`, which maps it per spec section 8 (src/lib/errors.ts).
 */
export type AppOperationContext = { silentErrors?: boolean };

/** Headers of every call: the bearer token from the `Admin-Token` cookie and the UI language. */
export function requestHeaders(token: string | undefined, lang: string): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': lang === 'en' ? 'en' : 'zh' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function timedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(input, { ...init, signal });
}

/** How the cache identifies the objects that carry no `id` of their own (exported for component tests). */
export const appTypePolicies: TypePolicies = {
  // A workflow has no id of its own: it is one per entity, so a page's chart and a refetch land on one object.
  Workflow: { keyFields: ['entityType', 'entityId'] },
  // One detailed market assessment per kind-6 invitation: a save or submit updates the page's query in place.
  MarketAssessment: { keyFields: ['invitationId'] },
  MarketAssessmentSummary: { keyFields: ['requirementNo'] },
  // The all-people review of a requirement: a vote or a comment answers the review, which replaces the page's in place.
  PlanOpinions: { keyFields: ['requirementNo'] },
  PlanOpinion: { keyFields: ['planId'] },
};

export function createApolloClient(uri = '/graphql'): ApolloClient {
  const headerLink = new SetContextLink((prev) => ({
    headers: { ...(prev.headers as Record<string, string> | undefined), ...requestHeaders(getToken(), currentLanguage()) },
  }));

  const errorLink = new ErrorLink(({ error, operation }) => {
    const context = operation.getContext() as AppOperationContext;
    if (context.silentErrors) return;
    reportError(error);
  });

  return new ApolloClient({
    link: ApolloLink.from([errorLink, headerLink, new HttpLink({ uri, fetch: createRefreshingFetch(timedFetch, uri) })]),
    cache: new InMemoryCache({ typePolicies: appTypePolicies }),
  });
}

export const apolloClient = createApolloClient();
