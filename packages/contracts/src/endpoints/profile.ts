import { endpoint, errorResponses } from '../endpoint.js';
import { MAX_PROFILE_DATASET_FILES, profileResponseSchema, profileUploadResponseSchema } from '../profile.js';
import { EXPERT_ROLES } from '../roles.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['expert profile'];
const access = { roles: EXPERT_ROLES, owner: 'ownProfile' } as const;

/** The signed-in Expert's profile: CV and datasets (server: `apps/server/src/profile/`). */
export const profile = {
  get: endpoint({
    method: 'GET',
    path: '/api/v1/get/profile',
    tags,
    summary: "The signed-in Expert's profile: name, CV and datasets (file links; append a sas_token of expert-profile)",
    response: { 200: profileResponseSchema, ...errors },
    access,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/api/v1/upload/data',
    tags,
    summary: 'Add datasets or replace the CV (multipart); answers 201',
    description:
      'multipart/form-data: `fertilizer_dataset` and `reference_dataset` (several files each: CSV, XLSX, JSON, TXT or PDF) ' +
      'and/or `cv` (one file: PDF or DOCX; replaces the previous CV). Checked by content; at most 5 files per upload and ' +
      `${MAX_PROFILE_DATASET_FILES} per dataset list.`,
    consumes: ['multipart/form-data'],
    response: { 201: profileUploadResponseSchema, ...errors, ...errorResponses(413, 415) },
    access,
  }),
};
