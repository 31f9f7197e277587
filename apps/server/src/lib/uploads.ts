import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '../i18n/messages.js';
import { AppError, BadRequestError } from './errors.js';

/**
 * Reads the one file of a multipart upload into memory, refusing it past `maxBytes` with the
 * size message of the form (e.g. "File size exceeds 4 MB", 413).
 */
export async function readUpload(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; tooLarge: MessageKey },
): Promise<Buffer> {
  if (!request.isMultipart()) throw new BadRequestError();
  const file = await request
    .file({ limits: { fileSize: options.maxBytes, files: 1 } })
    .catch(malformed);
  if (!file) throw new BadRequestError('fieldRequired', { [options.field]: 'fieldRequired' });
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', options.tooLarge);
    }
    return malformed(error);
  }
}

/**
 * A body the multipart parser cannot read (cut short, bad boundary) is the client's fault: 400,
 * not 500. Errors that carry their own status (limits: 413) keep it.
 */
function malformed(error: unknown): never {
  if ((error as { statusCode?: number }).statusCode) throw error;
  throw new BadRequestError();
}
