/**
 * Content types are decided from the bytes, never from the client's filename or header: a file
 * claiming to be a PNG that is really HTML must not be stored as an image.
 */

/** What Charla stores and serves. SVG and HTML are absent on purpose: both can carry script. */
export const ALLOWED_CONTENT_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/mp4',
  'video/mp4',
  'video/quicktime',
  'video/3gpp',
  'video/webm',
  'text/plain',
]);

/** How many leading bytes the sniffer needs to decide. */
export const SNIFF_BYTES = 8192;

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);
const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];

/**
 * Detects the type of a file from its first bytes (`head`, up to SNIFF_BYTES). The filename is only
 * used to tell apart the legacy Office formats, which share one container. Answers null when unknown.
 */
export function sniffContentType(head: Buffer, filename: string): string | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(head, ZIP)) return sniffZip(head);
  if (startsWith(head, OLE2)) return sniffOle2(filename);
  if (ascii(head, 0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(head, 4, 8) === 'ftyp') return sniffIsoMedia(ascii(head, 8, 12));
  if (startsWith(head, EBML)) return ascii(head, 0, 64).includes('webm') ? 'video/webm' : null;
  if (isMp3(head)) return 'audio/mpeg';
  return sniffText(head);
}

const OFFICE_OPEN_XML = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Office Open XML documents are zips whose entries live under word/, xl/ or ppt/. */
function sniffZip(head: Buffer): string {
  const names = ascii(head, 0, head.length);
  if (names.includes('word/')) return OFFICE_OPEN_XML.docx;
  if (names.includes('xl/')) return OFFICE_OPEN_XML.xlsx;
  if (names.includes('ppt/')) return OFFICE_OPEN_XML.pptx;
  return 'application/zip';
}

/** Word, Excel and PowerPoint 97–2003 share the OLE2 container; the extension tells them apart. */
function sniffOle2(filename: string): string {
  const extension = filename.toLowerCase().split('.').pop();
  if (extension === 'xls') return 'application/vnd.ms-excel';
  if (extension === 'ppt') return 'application/vnd.ms-powerpoint';
  return 'application/msword';
}

function sniffIsoMedia(brand: string): string {
  if (brand.startsWith('M4A') || brand.startsWith('M4B')) return 'audio/mp4';
  if (brand === 'qt  ') return 'video/quicktime';
  if (brand.startsWith('3g')) return 'video/3gpp';
  return 'video/mp4';
}

/** An ID3 tag, or an MPEG audio layer III frame header. */
function isMp3(head: Buffer): boolean {
  if (ascii(head, 0, 3) === 'ID3') return true;
  const [first = 0, second = 0] = head;
  return first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) === 0x02;
}

/**
 * Plain UTF-8 text: no NUL bytes and valid UTF-8 (a character cut by the end of `head` is fine).
 * Text that opens with markup is refused, so HTML and SVG cannot pass as text.
 */
function sniffText(head: Buffer): string | null {
  if (head.length === 0 || head.includes(0)) return null;
  if (!isUtf8Prefix(head)) return null;
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('<')) return 'text/html';
  return 'text/plain';
}

function isUtf8Prefix(bytes: Buffer): boolean {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    decoder.decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}
