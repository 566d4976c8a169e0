export const taskDetailPath = (requirementId: number) => `/taskDetail?id=${requirementId}`;
