import { ApiErrorBodySchema } from '@cartella/contract';
import * as v from 'valibot';
import { ApiError, translatedError } from './api-client.ts';
import { currentLocale } from './i18n.ts';

/**
 * Uploads one file as multipart/form-data (docs/spec-deviations/files.md): the part `file` and the
 * JSON field `metadata`, with XMLHttpRequest, the one browser API that reports upload progress;
 * `onProgress` gets 0 to 1. `url` is the operation's address (`operationUrl`), `schema` its
 * response. The answer is parsed with its schema and an error answer becomes the same translated
 * ApiError as the client's. Used by the files page and the exam attachments.
 */
export function uploadMultipart<TSchema extends v.GenericSchema>(
  url: string,
  file: File,
  metadata: unknown,
  schema: TSchema,
  onProgress: (fraction: number) => void,
): Promise<v.InferOutput<TSchema>> {
  const form = new FormData();
  form.set('metadata', JSON.stringify(metadata));
  form.set('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLocale());
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(translatedError(0, 'internal'));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) {
        const result = v.safeParse(schema, body);
        if (result.success) resolve(result.output);
        else reject(translatedError(request.status, 'invalid_answer'));
        return;
      }
      const answer = v.safeParse(ApiErrorBodySchema, body);
      if (answer.success) {
        const { code, message, fields } = answer.output.error;
        reject(new ApiError(request.status, code, message, fields));
      } else reject(translatedError(request.status, 'internal'));
    };
    request.send(form);
  });
}
