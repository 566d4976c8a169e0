/**
 * Posts a signed upload form straight to the storage host (spec 7): the policy's fields in order, then
 * Content-Type, name and the file last. XMLHttpRequest rather than fetch, for upload progress.
 */
export type FormField = { name: string; value: string };

export type PostFormResult = { ok: true } | { ok: false; message?: string };

export function postUploadForm(input: {
  host: string;
  fields: readonly FormField[];
  file: File;
  fileName: string;
  language: 'zh' | 'en';
  onProgress?: (percent: number) => void;
}): Promise<PostFormResult> {
  const form = new FormData();
  for (const field of input.fields) form.append(field.name, field.value);
  form.append('Content-Type', input.file.type);
  form.append('name', input.fileName);
  form.append('file', input.file, input.fileName);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', input.host);
    // Only the embedded store reads it (its refusals are localized); S3 ignores unknown request headers.
    if (input.host.startsWith('/')) xhr.setRequestHeader('Accept-Language', input.language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) input.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve({ ok: true });
        return;
      }
      let message: string | undefined;
      try {
        message = (JSON.parse(xhr.responseText) as { msg?: string }).msg;
      } catch {
        message = undefined; // S3 answers XML: the caller shows its own message
      }
      resolve({ ok: false, message });
    };
    xhr.onerror = () => resolve({ ok: false });
    xhr.send(form);
  });
}

/** The name sent with the form: a JPEG or PNG without a matching extension gets one (the key needs it). */
export function uploadFileName(file: { name: string; type: string }): string {
  if (/\.(jpe?g|png)$/i.test(file.name)) return file.name;
  return `${file.name || 'image'}${file.type === 'image/png' ? '.png' : '.jpg'}`;
}
