export { ATTACHMENT_ACCEPT, AttachmentUpload, attachmentFileName, attachmentProblem, type AttachmentUploadProps } from '@/components/upload/attachment-upload';
