import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addressDtoSchema,
  authResponseSchema,
  messageEnvelopeSchema,
  successEnvelope,
  userDtoSchema,
} from '../../../shared/api';
import {
  addressInputSchema,
  addressUpdateInputSchema,
  changePasswordInputSchema,
  emailChangeTokenInputSchema,
  updateProfileInputSchema,
} from '../../../shared/schemas/users';
import { addressPointInputSchema } from '../../../shared/schemas/address-point';
import { serverMessages, success } from '../../../shared/texts';
import { currentUser } from '../../platform/auth';
import { errorResponses, idParams, typed, ok, okMessage, okWithToken } from '../../platform/routing';
import { toAddressDto, toUserDto } from './users.dto';
import type { UsersService } from './users.service';

export async function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  const r = typed(app);
  const tags = ['users'];
  const auth = { config: { access: 'authenticated' as const } };
  const owner = { config: { access: 'owner' as const } };

  r.get(
    '/api/users/profile',
    {
      ...auth,
      schema: {
        tags,
        response: { 200: successEnvelope(z.object({ user: userDtoSchema })), ...errorResponses },
      },
    },
    async (req) => {
      const user = await users.requireUser(currentUser(req).id);
      return ok({ user: toUserDto(user) });
    },
  );

  r.put(
    '/api/users/profile',
    {
      ...auth,
      schema: {
        tags,
        body: updateProfileInputSchema,
        response: { 200: successEnvelope(z.object({ user: userDtoSchema })), ...errorResponses },
      },
    },
    async (req) => {
      const user = await users.updateProfile(currentUser(req).id, req.body);
      // The account keeps its email until the new one confirms: a different one was only asked for.
      const message =
        req.body.email !== user.email ? serverMessages.emailChangePending : success.profileUpdated;
      return ok({ user: toUserDto(user) }, message);
    },
  );

  // DELETE /api/users/profile (account deletion) and its data export: account.routes.ts.

  r.post(
    '/api/users/email/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: emailChangeTokenInputSchema,
        response: { 200: messageEnvelopeSchema, ...errorResponses },
      },
    },
    async (req) => {
      await users.confirmEmailChange(req.body.token);
      return okMessage(serverMessages.emailChanged);
    },
  );

  r.post(
    '/api/users/email/undo',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: emailChangeTokenInputSchema,
        response: { 200: messageEnvelopeSchema, ...errorResponses },
      },
    },
    async (req) => {
      await users.undoEmailChange(req.body.token);
      return okMessage(serverMessages.emailChangeUndone);
    },
  );

  r.put(
    '/api/users/change-password',
    {
      config: { access: 'authenticated', allowTemporaryPassword: true, allowSecondFactorSetup: true },
      schema: {
        tags,
        body: changePasswordInputSchema,
        response: { 200: authResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const user = await users.changePassword(currentUser(req).id, req.body);
      return okWithToken(app.signToken(user), { user: toUserDto(user) }, success.passwordChanged);
    },
  );

  r.get(
    '/api/users/addresses',
    {
      ...auth,
      schema: {
        tags,
        response: {
          200: successEnvelope(z.object({ addresses: z.array(addressDtoSchema) })),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const rows = await users.listAddresses(currentUser(req).id);
      return ok({ addresses: rows.map(toAddressDto) });
    },
  );

  r.post(
    '/api/users/addresses',
    {
      ...auth,
      schema: {
        tags,
        body: addressInputSchema,
        response: { 201: successEnvelope(z.object({ address: addressDtoSchema })), ...errorResponses },
      },
    },
    async (req, reply) => {
      const address = await users.addAddress(currentUser(req).id, req.body);
      reply.status(201);
      return ok({ address: toAddressDto(address) }, success.addressSaved);
    },
  );

  r.patch(
    '/api/users/addresses/:id',
    {
      ...owner,
      schema: {
        tags,
        summary: "Names, relabels or corrects the customer's own saved address, or makes it the default",
        params: idParams,
        body: addressUpdateInputSchema,
        response: { 200: successEnvelope(z.object({ address: addressDtoSchema })), ...errorResponses },
      },
    },
    async (req) => {
      const address = await users.updateAddress(currentUser(req).id, req.params.id, req.body);
      return ok({ address: toAddressDto(address) }, success.addressSaved);
    },
  );

  r.delete(
    '/api/users/addresses/:id',
    {
      ...owner,
      schema: { tags, params: idParams, response: { 200: messageEnvelopeSchema, ...errorResponses } },
    },
    async (req) => {
      await users.deleteAddress(currentUser(req).id, req.params.id);
      return okMessage(success.addressDeleted);
    },
  );

  r.put(
    '/api/users/addresses/:id/location',
    {
      ...owner,
      schema: {
        tags,
        summary: "Saves the customer's phone's point (with consent) with their own saved address",
        params: idParams,
        body: addressPointInputSchema,
        response: { 200: successEnvelope(z.object({ address: addressDtoSchema })), ...errorResponses },
      },
    },
    async (req) => {
      const { latitude: lat, longitude: lng } = req.body;
      const address = await users.setAddressPoint(currentUser(req).id, req.params.id, { lat, lng });
      return ok({ address: toAddressDto(address) }, success.locationSaved);
    },
  );

  r.delete(
    '/api/users/addresses/:id/location',
    {
      ...owner,
      schema: {
        tags,
        summary: "Removes the point of the customer's own saved address",
        params: idParams,
        response: { 200: successEnvelope(z.object({ address: addressDtoSchema })), ...errorResponses },
      },
    },
    async (req) => {
      const address = await users.setAddressPoint(currentUser(req).id, req.params.id, null);
      return ok({ address: toAddressDto(address) }, success.locationRemoved);
    },
  );
}
