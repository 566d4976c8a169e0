import { useQuery } from '@apollo/client/react';
import { isExternalImageUrl } from '../../../machines/rules/upload';
import { SignedUrlQuery } from './upload.operation';

/** Signed URLs live an hour; refresh well before so a page left open keeps its images. */
const REFRESH_MS = 45 * 60 * 1000;

/**
 * The URL to show for a stored image value (spec 3): nothing for no value, an https URL as is, an object key
 * through a signed read URL. Errors stay silent: the caller shows its placeholder (e.g. the default avatar).
 */
export function useSignedUrl(value: string | null | undefined): { url: string | undefined; loading: boolean } {
  const external = !!value && isExternalImageUrl(value);
  const { data, loading } = useQuery(SignedUrlQuery, {
    variables: { objectKey: value ?? '' },
    skip: !value || external,
    fetchPolicy: 'cache-and-network',
    pollInterval: REFRESH_MS,
    context: { silentErrors: true },
  });
  if (!value) return { url: undefined, loading: false };
  if (external) return { url: value, loading: false };
  return { url: data?.signedUrl, loading };
}
