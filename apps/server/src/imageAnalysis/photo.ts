import { IMAGE_UPLOAD_MAX_BYTES, MAX_PHOTOS_PER_ANALYSIS, modelFieldSchema } from '@agrim/contracts';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../http/errors.js';
import { readMultipart } from '../http/multipart.js';
import type { FairQueue, Slot } from '../work/fairQueue.js';
import { checkImage } from '../storage/images.js';

/** Largest photo decoded (pixels): a 48-megapixel camera photo; a larger one (or a decompression bomb) is refused before decoding. */
export const MAX_PHOTO_PIXELS = 48_000_000;

/** A photo upload: its bytes (the upload as sent), its name and the text fields sent with it. */
export interface PhotoUpload {
  filename: string;
  bytes: Buffer;
  fields: Record<string, string>;
  /** The queue place taken before the photo was read: the work runs in it. */
  slot?: Slot;
}

/**
 * Reads a multipart upload with one photo in the `file` field, at most IMAGE_UPLOAD_MAX_BYTES
 * (larger: 413), and checks it is a JPEG, PNG or WebP by its bytes (anything else: 415; a damaged
 * header or more than 12,000 pixels a side: 400).
 */
export async function readPhotoUpload(request: FastifyRequest, queue?: FairQueue): Promise<PhotoUpload> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data with a `file` field.');
  }
  const body = await readMultipart(request, { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: PHOTO_FIELDS, queue });
  const file = body.files.find((f) => f.field === 'file');
  if (!file) throw new AppError('VALIDATION_FAILED', 'file: choose a photo (JPEG, PNG or WebP).');
  checkImage(file.bytes, file.filename);
  return { filename: file.filename, bytes: file.bytes, fields: body.fields, slot: body.slot };
}

/** Several photos of one sample (issue 23) and the text fields sent with them. */
export interface PhotosUpload {
  photos: Array<{ filename: string; bytes: Buffer }>;
  fields: Record<string, string>;
  slot?: Slot;
}

/** Text fields a photo upload may carry: `model` (modelField), nothing else. */
const PHOTO_FIELDS = 1;

const TOO_MANY_PHOTOS = {
  en: `file: send at most ${MAX_PHOTOS_PER_ANALYSIS} photos of the same sample at once.`,
  hi: `file: एक बार में एक ही नमूने की अधिकतम ${MAX_PHOTOS_PER_ANALYSIS} फ़ोटो भेजें।`,
  mr: `file: एका वेळी एकाच नमुन्याचे जास्तीत जास्त ${MAX_PHOTOS_PER_ANALYSIS} फोटो पाठवा.`,
};

/**
 * Reads a multipart upload with 1 to MAX_PHOTOS_PER_ANALYSIS photos in repeated `file` fields, each
 * checked as readPhotoUpload checks one (the first bad photo names itself in the 4xx). More photos: 400.
 */
export async function readPhotosUpload(request: FastifyRequest, queue?: FairQueue): Promise<PhotosUpload> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data with a `file` field.');
  }
  const body = await readMultipart(request, {
    fileSize: IMAGE_UPLOAD_MAX_BYTES,
    files: MAX_PHOTOS_PER_ANALYSIS,
    fields: PHOTO_FIELDS,
    tooManyFiles: TOO_MANY_PHOTOS,
    queue,
  });
  const photos = body.files.filter((f) => f.field === 'file');
  if (photos.length === 0) throw new AppError('VALIDATION_FAILED', 'file: choose a photo (JPEG, PNG or WebP).');
  for (const photo of photos) checkImage(photo.bytes, photo.filename);
  return { photos: photos.map(({ filename, bytes }) => ({ filename, bytes })), fields: body.fields, slot: body.slot };
}

/** The optional text field `model` sent with the photo: an installed model's id or name (empty: none). */
export function modelField(fields: Record<string, string>): string | undefined {
  const parsed = modelFieldSchema.safeParse(fields.model === '' ? undefined : fields.model);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', `model: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  return parsed.data;
}

/**
 * Decodes the whole photo and encodes it again as a JPEG: the pixels turned upright by the EXIF
 * orientation, transparency on white, and no metadata kept (EXIF with its GPS position and camera
 * serial, XMP, IPTC, ICC). A truncated or corrupt photo, or one over MAX_PHOTO_PIXELS, is a 400.
 */
export async function cleanPhoto(bytes: Buffer, filename: string): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: 90, mozjpeg: false })
      .toBuffer();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/pixel limit/i.test(message)) {
      throw new AppError('VALIDATION_FAILED', `${filename}: the image has too many pixels (at most ${MAX_PHOTO_PIXELS / 1e6} megapixels).`);
    }
    throw new AppError('VALIDATION_FAILED', `${filename}: the image is damaged or truncated and cannot be decoded.`);
  }
}
