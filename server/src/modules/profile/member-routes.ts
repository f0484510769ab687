import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  myProfileSchema,
  PROFILE_API,
  profileChangeRequest,
  ROLE,
  updateMyDetailsRequest,
} from '@club/contracts';
import { readFileUpload } from '../../plugins/uploads.ts';
import { getMyProfile } from './get-my-profile.ts';
import { removeMyPhoto } from './remove-my-photo.ts';
import { requestChange } from './request-change.ts';
import { setMyPhoto } from './set-my-photo.ts';
import { updateMyDetails } from './update-my-details.ts';
import { withdrawRequest } from './withdraw-request.ts';

const tags = ['profile'];
const member = { access: [ROLE.member] };

/** The member's own profile (issue 35, pages/profile): details, photo, requests to the office. */
export const profileMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    PROFILE_API.mine,
    {
      config: member,
      schema: { tags, summary: 'My profile', response: { 200: myProfileSchema } },
    },
    async (request) => getMyProfile(ctx, request.actor),
  );

  app.put(
    PROFILE_API.mine,
    {
      config: member,
      schema: {
        tags,
        summary: 'Change what I may change alone: mobile, e-mail, mail language, consents',
        body: updateMyDetailsRequest,
        response: { 200: myProfileSchema },
      },
    },
    async (request) => updateMyDetails(ctx, request.actor, request.body),
  );

  app.put(
    `${PROFILE_API.mine}/photo`,
    {
      config: member,
      schema: {
        tags,
        summary: 'Set my photo (multipart field "photo": JPG, PNG or WEBP)',
        response: { 200: myProfileSchema },
      },
    },
    async (request) =>
      setMyPhoto(ctx, request.actor, { data: await readFileUpload(request, 'photo') }),
  );

  app.delete(
    `${PROFILE_API.mine}/photo`,
    {
      config: member,
      schema: { tags, summary: 'Remove my photo', response: { 200: myProfileSchema } },
    },
    async (request) => removeMyPhoto(ctx, request.actor),
  );

  app.post(
    PROFILE_API.requests,
    {
      config: member,
      schema: {
        tags,
        summary:
          'Ask for a change the office approves: address, name, a dependent added or removed',
        body: profileChangeRequest,
        response: { 201: myProfileSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await requestChange(ctx, request.actor, request.body)),
  );

  app.post(
    `${PROFILE_API.requests}/:id/withdraw`,
    {
      config: member,
      schema: {
        tags,
        summary: 'Withdraw one of my pending requests',
        params: idParams,
        response: { 200: myProfileSchema },
      },
    },
    async (request) => withdrawRequest(ctx, request.actor, request.params),
  );
};
