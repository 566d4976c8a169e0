import type { ApolloClient } from '@apollo/client';
import { CaptchaQuery } from './captcha.operation';
import { dataOf, SILENT } from './flow-support';

/** A fresh captcha: single-use on the server, so never from the cache. */
export async function loadCaptcha(client: ApolloClient): Promise<{ id: string; image: string }> {
  const data = await dataOf(client.query({ query: CaptchaQuery, fetchPolicy: 'no-cache', context: SILENT }));
  return data.captcha;
}
