import type { Attachment } from '@charla/contracts';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppDeps } from '../../app.js';
import { isValidFileSignature, signFileUrl } from '../../platform/storage/signed-url.js';
import { storageForNewFile, storageOfFile } from '../organizations/organizations.storage.service.js';
import { ALLOWED_CONTENT_TYPES, SNIFF_BYTES, sniffContentType } from './attachments.content-type.js';
import { attachmentNotFound, fileTypeNotAllowed, invalidFileSignature } from './attachments.errors.js';
import {
  findAttachment,
  findAttachmentForSignedLink,
  findContactAttachments,
  insertAttachment,
} from './attachments.repository.js';
import type { AttachmentRow } from './attachments.table.js';

export type AttachmentsDeps = Pick<AppDeps, 'config' | 'database' | 'storage' | 'now'>;

/** Upload links are long-lived because avatars and organization images store them. */
const UPLOAD_LINK_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** Links handed out when someone looks an attachment up again. */
const LOOKUP_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Stores an uploaded file: the type is sniffed from its first bytes and checked against the
 * allow-list before anything is written, the key is generated here, and the bytes stream to the
 * organization's storage (its own bucket when set, else the instance's), which the row remembers.
 */
export async function uploadAttachment(
  deps: AttachmentsDeps,
  {
    organizationId,
    userId,
    contactId = null,
    filename,
    content,
  }: {
    organizationId: string;
    userId: string | null;
    /** Set for a visitor's upload through the client API. */
    contactId?: string | null;
    filename: string;
    content: AsyncIterable<Buffer>;
  },
): Promise<Attachment> {
  const name = sanitizeFilename(filename);
  const { head, all, discard } = await readHead(content);
  const contentType = sniffContentType(head, name);
  if (!contentType || !ALLOWED_CONTENT_TYPES.has(contentType)) {
    await discard();
    throw fileTypeNotAllowed();
  }
  const id = randomUUID();
  const storageKey = `${organizationId}/${id}`;
  const storage = await storageForNewFile(deps, { organizationId });
  const { size } = await storage.driver.put(storageKey, all);
  try {
    const row = await insertAttachment(deps.database.db, {
      organizationId,
      id,
      name,
      contentType,
      size,
      storageKey,
      storageLocationId: storage.locationId,
      createdBy: userId,
      createdByContact: contactId,
      createdAt: deps.now(),
    });
    return toAttachment(deps, row, UPLOAD_LINK_LIFETIME_MS);
  } catch (error) {
    await storage.driver.delete(storageKey);
    throw error;
  }
}

/** An attachment of the caller's organization with a fresh signed link. */
export async function getAttachment(
  deps: AttachmentsDeps,
  { organizationId, attachmentId }: { organizationId: string; attachmentId: string },
): Promise<Attachment> {
  const row = await findAttachment(deps.database.db, { organizationId, attachmentId });
  if (!row) throw attachmentNotFound();
  return toAttachment(deps, row, LOOKUP_LINK_LIFETIME_MS);
}

/**
 * A visitor's uploads, to attach to its message (in the order given). Any id that is not a file this
 * visitor uploaded answers 404, so visitors cannot send each other's or agents' files.
 */
export async function contactAttachments(
  deps: AttachmentsDeps,
  {
    organizationId,
    contactId,
    attachmentIds,
  }: { organizationId: string; contactId: string; attachmentIds: string[] },
): Promise<Attachment[]> {
  const unique = [...new Set(attachmentIds)];
  const rows = await findContactAttachments(deps.database.db, {
    organizationId,
    contactId,
    attachmentIds: unique,
  });
  if (rows.length !== unique.length) throw attachmentNotFound();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => toAttachment(deps, byId.get(id)!, UPLOAD_LINK_LIFETIME_MS));
}

/** The bytes behind a signed /files/ link, with the headers that keep them inert in a browser. */
export async function openSignedFile(
  deps: AttachmentsDeps,
  { attachmentId, exp, sig }: { attachmentId: string; exp?: string; sig?: string },
): Promise<{ body: Readable; headers: Record<string, string> }> {
  const isValid = isValidFileSignature({
    secretsKey: deps.config.SECRETS_KEY,
    attachmentId,
    exp,
    sig,
    now: deps.now(),
  });
  if (!isValid) throw invalidFileSignature();
  const row = await findAttachmentForSignedLink(deps.database.db, { attachmentId });
  if (!row) throw attachmentNotFound();
  const storage = await storageOfFile(deps, {
    organizationId: row.organizationId,
    locationId: row.storageLocationId,
  });
  const body = storage ? await storage.get(row.storageKey) : null;
  if (!body) throw attachmentNotFound();
  return { body, headers: fileHeaders(row) };
}

function toAttachment(deps: AttachmentsDeps, row: AttachmentRow, lifetimeMs: number): Attachment {
  return {
    _id: row.id,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    url: signFileUrl({
      secretsKey: deps.config.SECRETS_KEY,
      attachmentId: row.id,
      expiresAt: new Date(deps.now().getTime() + lifetimeMs),
    }),
  };
}

function fileHeaders(row: AttachmentRow): Record<string, string> {
  const disposition = row.contentType.startsWith('image/') ? 'inline' : 'attachment';
  const asciiName = row.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return {
    'content-type': row.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : row.contentType,
    'content-length': String(row.size),
    'content-disposition': `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(row.name)}`,
    'x-content-type-options': 'nosniff',
    // Even a file that slipped past the sniffer cannot run script or reach our origin's cookies.
    'content-security-policy': 'sandbox',
    'cache-control': 'private, max-age=86400',
  };
}

/**
 * The last path segment of the client's filename without control or reserved characters, so it is
 * safe in headers and on any filesystem a user downloads it to.
 */
export function sanitizeFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base.normalize('NFC'))
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && !'"<>:|?*'.includes(char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return cleaned.slice(0, 200) || 'file';
}

/** Pulls the first SNIFF_BYTES from a stream without losing them for the write that follows. */
async function readHead(content: AsyncIterable<Buffer>) {
  const iterator = content[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let isDone = false;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      isDone = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const buffered = Buffer.concat(chunks);
  async function* all() {
    yield buffered;
    if (isDone) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return {
    head: buffered.subarray(0, SNIFF_BYTES),
    all: all(),
    discard: async () => void (await iterator.return?.()),
  };
}
