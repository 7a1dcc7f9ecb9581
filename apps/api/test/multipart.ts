import { randomUUID } from 'node:crypto';

/** One file of a multipart body; it goes in the field `file` (what `POST /attachment/file` reads) unless named. */
export type FilePart = { filename: string; content: Buffer; type?: string; field?: string };

/**
 * A multipart/form-data body for `app.inject`: the text fields first, then the files, as browsers send a
 * FormData. Answers the payload and its content-type header.
 */
export function multipartBody(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `charla-${randomUUID()}`;
  const chunks = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap(({ field = 'file', filename, content, type = 'application/octet-stream' }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    ]),
  ];
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
