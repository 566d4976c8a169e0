import { graphql } from '@/gql';

/** GET /common/v2/oss/signature: a fresh signed form per upload (`no-cache`). */
export const UploadPolicyQuery = graphql(`
  query UploadPolicy($fileName: String!) {
    uploadPolicy(fileName: $fileName) {
      host
      key
      expire
      maxSize
      fields {
        name
        value
      }
    }
  }
`);

/** GET /common/v2/oss/get/signed-url: a read URL that lives one hour. */
export const SignedUrlQuery = graphql(`
  query SignedUrl($objectKey: String!) {
    signedUrl(objectKey: $objectKey)
  }
`);
