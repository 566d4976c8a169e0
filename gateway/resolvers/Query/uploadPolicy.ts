import type { QueryResolvers } from '../../generated/resolvers-types';

type RestUploadPolicy = {
  accessKeyId: string;
  policy: string;
  signature: string;
  host: string;
  key: string;
  expire: number;
  maxSize: number;
  fields: Record<string, string>;
};

// The services build the key from the signed-in member and the time; the gateway only reshapes the fields map.
export const uploadPolicy: NonNullable<QueryResolvers['uploadPolicy']> = async (_parent, { fileName }, { rest }) => {
  const data = await rest.get<RestUploadPolicy>('/common/v2/oss/signature', { fileName });
  return { ...data, fields: Object.entries(data.fields).map(([name, value]) => ({ name, value })) };
};
