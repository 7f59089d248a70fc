import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../context';
import { HttpError, badRequest, forbidden } from '../../errors';
import { canEditClient, type AdminActor } from '../../policies/admin';
import { clientInScope, setLogo } from './clients';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

type ImageKind = { ext: 'png' | 'jpg' | 'gif' | 'webp' | 'svg'; contentType: string };

export const CONTENT_TYPES: Record<ImageKind['ext'], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** The image type by its first bytes (magic numbers), never by file name or the browser's claim. */
function sniffImage(buf: Buffer): ImageKind | undefined {
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', contentType: CONTENT_TYPES.png };
  if (starts([0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: CONTENT_TYPES.jpg };
  if (buf.subarray(0, 6).toString('latin1') === 'GIF87a' || buf.subarray(0, 6).toString('latin1') === 'GIF89a')
    return { ext: 'gif', contentType: CONTENT_TYPES.gif };
  if (buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP')
    return { ext: 'webp', contentType: CONTENT_TYPES.webp };
  const head = buf
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head))
    return { ext: 'svg', contentType: CONTENT_TYPES.svg };
  return undefined;
}

/**
 * SVG is accepted only when it is plain drawing: no scripts, event handlers, foreign content, entities,
 * external references or styles that load anything. Anything else is refused rather than rewritten.
 */
function svgProblem(text: string): string | undefined {
  if (!/<\/svg>\s*$/i.test(text.trim())) return 'The SVG file is incomplete';
  const rules: [RegExp, string][] = [
    [/<!DOCTYPE|<!ENTITY/i, 'document type declarations'],
    [/<\s*script/i, 'scripts'],
    [/<\s*foreignObject/i, 'embedded HTML'],
    [/<\s*(iframe|embed|object|audio|video|animate|set|handler|listener)\b/i, 'active content'],
    [/\son[a-z]+\s*=/i, 'event handlers'],
    [/(javascript|vbscript|data:text\/html)\s*:/i, 'script links'],
    [/(xlink:)?href\s*=\s*["']\s*(?!#)/i, 'external links'],
    [/url\(\s*["']?\s*(?!#)/i, 'external resources'],
    [/@import/i, 'style imports'],
  ];
  for (const [pattern, what] of rules) if (pattern.test(text)) return `SVG files with ${what} are not accepted`;
  return undefined;
}

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** Stores the image under DATA_DIR/uploads with a random name; returns the public path. */
async function storeLogo(dataDir: string, buf: Buffer, kind: ImageKind): Promise<string> {
  const dir = uploadsDir(dataDir);
  await fs.promises.mkdir(dir, { recursive: true });
  const name = `logo-${crypto.randomUUID()}.${kind.ext}`;
  await fs.promises.writeFile(path.join(dir, name), buf, { mode: 0o644 });
  return `/uploads/${name}`;
}

export const UPLOAD_NAME = /^logo-[0-9a-f-]{36}\.(png|jpg|gif|webp|svg)$/;

/** A client's new logo: only an image whose bytes say so (SVG only plain drawing), stored under DATA_DIR; its public path. */
export async function uploadLogo(
  ctx: AppContext,
  actor: AdminActor,
  clientId: string,
  file: Buffer | undefined,
): Promise<string> {
  const client = await clientInScope(ctx, actor, clientId);
  if (!canEditClient(actor, client)) throw forbidden('Your role cannot edit clients');
  if (!file || file.length === 0)
    throw badRequest('Invalid file type: Please select an image file', 'invalid_file_type');
  const kind = sniffImage(file);
  if (!kind) throw new HttpError(415, 'invalid_file_type', 'Invalid file type: Please select an image file');
  if (kind.ext === 'svg') {
    const problem = svgProblem(file.toString('utf8'));
    if (problem) throw new HttpError(415, 'invalid_file_type', `Invalid file type: ${problem}`);
  }
  const logoUrl = await storeLogo(ctx.config.DATA_DIR, file, kind);
  await setLogo(ctx, actor, client.id, logoUrl);
  return logoUrl;
}
