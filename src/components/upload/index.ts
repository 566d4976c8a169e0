export { ImageUpload, type ImageUploadProps } from './image-upload';
export { useSignedUrl } from './use-signed-url';
