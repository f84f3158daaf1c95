import { errorResponseSchema, MAX_PROFILE_DATASET_FILES, profileResponseSchema, profileUploadResponseSchema } from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import { AppError } from '../http/errors.js';
import { readMultipart } from '../http/multipart.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { ProfileService } from './profile.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const TAGS = ['expert profile'];

export function profileRoutes(app: FastifyZodInstance, profiles: ProfileService) {
  app.get(
    '/api/v1/get/profile',
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in Expert's profile: name, CV and datasets (file links; append a sas_token of expert-profile)",
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, data: await profiles.get(callerOf(request)) }),
  );

  app.post(
    '/api/v1/upload/data',
    {
      schema: {
        tags: TAGS,
        summary: 'Add datasets or replace the CV (multipart); answers 201',
        description:
          'multipart/form-data: `fertilizer_dataset` and `reference_dataset` (several files each: CSV, XLSX, JSON, TXT or PDF) ' +
          'and/or `cv` (one file: PDF or DOCX; replaces the previous CV). Checked by content; at most 5 files per upload and ' +
          `${MAX_PROFILE_DATASET_FILES} per dataset list.`,
        consumes: ['multipart/form-data'],
        response: { 201: profileUploadResponseSchema, ...errors, 413: errorResponseSchema, 415: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data.');
      const { files } = await readMultipart(request);
      const result = await profiles.upload(callerOf(request), files);
      return reply.code(201).send({ status: 'success', ...result });
    },
  );
}
