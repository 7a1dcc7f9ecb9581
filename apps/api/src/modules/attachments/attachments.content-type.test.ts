import { describe, expect, it } from 'vitest';
import { ALLOWED_CONTENT_TYPES, sniffContentType } from './attachments.content-type.js';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );
const zipWith = (...entries: string[]) =>
  bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00], ...entries.map((name) => `\u0000\u0000${name}compressed`));
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

describe('content type from the first bytes', () => {
  it.each([
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'x.bin', 'image/png'],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'x', 'image/jpeg'],
    ['gif', bytes('GIF89a'), 'x', 'image/gif'],
    ['webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'x', 'image/webp'],
    ['wav', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '), 'x', 'audio/wav'],
    ['pdf', bytes('%PDF-1.7\n'), 'x', 'application/pdf'],
    [
      'docx',
      zipWith('[Content_Types].xml', 'word/document.xml'),
      'x',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'xlsx',
      zipWith('[Content_Types].xml', 'xl/workbook.xml'),
      'x',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'pptx',
      zipWith('[Content_Types].xml', 'ppt/presentation.xml'),
      'x',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    ['a plain zip', zipWith('notes.txt'), 'x.zip', 'application/zip'],
    ['doc', bytes(OLE2), 'old.doc', 'application/msword'],
    ['xls', bytes(OLE2), 'old.XLS', 'application/vnd.ms-excel'],
    ['ppt', bytes(OLE2), 'old.ppt', 'application/vnd.ms-powerpoint'],
    ['mp3 with ID3', bytes('ID3', [4, 0]), 'x', 'audio/mpeg'],
    ['mp3 frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'x', 'audio/mpeg'],
    ['AAC frame is not mp3', bytes([0xff, 0xf1, 0x50, 0x80]), 'x', null],
    ['ogg', bytes('OggS', [0, 2]), 'x', 'audio/ogg'],
    ['m4a', bytes([0, 0, 0, 0x20], 'ftypM4A '), 'x', 'audio/mp4'],
    ['mp4', bytes([0, 0, 0, 0x20], 'ftypisom'), 'x', 'video/mp4'],
    ['mov', bytes([0, 0, 0, 0x14], 'ftypqt  '), 'x', 'video/quicktime'],
    ['3gp', bytes([0, 0, 0, 0x14], 'ftyp3gp4'), 'x', 'video/3gpp'],
    ['webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'), 'x', 'video/webm'],
    ['matroska', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'), 'x', null],
    ['utf-8 text', Buffer.from('Hola, ¿qué tal? 👋\n'), 'x.txt', 'text/plain'],
    ['text with a BOM', Buffer.from('\uFEFFname,email\n'), 'x.csv', 'text/plain'],
    ['text cut inside a character', Buffer.from('año').subarray(0, 2), 'x', 'text/plain'],
    ['html', Buffer.from('  <!DOCTYPE html><p>hi'), 'x.txt', 'text/html'],
    ['svg', Buffer.from('<?xml version="1.0"?><svg/>'), 'x.png', 'text/html'],
    ['invalid utf-8', bytes([0x41, 0xc3, 0x28]), 'x', null],
    ['binary with NUL', bytes([0x41, 0x00, 0x42]), 'x', null],
    ['empty', Buffer.alloc(0), 'x', null],
  ])('%s', (_label, head, filename, expected) => {
    expect(sniffContentType(head, filename)).toBe(expected);
  });

  it('allows every type it recognises except archives and markup', () => {
    expect(ALLOWED_CONTENT_TYPES.has('application/zip')).toBe(false);
    expect(ALLOWED_CONTENT_TYPES.has('text/html')).toBe(false);
    expect(ALLOWED_CONTENT_TYPES.has('image/svg+xml')).toBe(false);
  });
});
