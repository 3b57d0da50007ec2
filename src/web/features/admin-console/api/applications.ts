import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApplicationState, HiringCity } from '../../../../shared/domain/hiring';
import {
  applicationDtoSchema,
  applicationListSchema,
  type ApplicationDto,
  type UpdateApplicationInput,
} from '../../../../shared/schemas/hiring';
import { api } from '../../../lib/api-client';
import { parseData, parsedApi } from '../../../lib/api-parse';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminKeys } from './admin-keys';
import { toQueryString } from './get-bookings';

/** Cleaner hiring (issue 38 part 3): the applicants, their steps' facts and photos (permission 'hiring'). */
export type ApplicationsQuery = { state?: ApplicationState; city?: HiringCity; page: number; size: number };

const oneApplication = z.object({ application: applicationDtoSchema });

/** GET /api/admin/applications?state&city&page&size: newest first. */
export const getApplications = (q: ApplicationsQuery) =>
  parsedApi
    .get(`/api/admin/applications${toQueryString(q)}`, applicationListSchema)
    .then((d) => ({ items: d.applications, total: d.total }));

export const useApplications = (q: ApplicationsQuery) =>
  useQuery({
    queryKey: adminKeys.applicationList(q),
    queryFn: () => getApplications(q),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/applications/:id */
export const getApplication = (id: string) =>
  parsedApi
    .get(`/api/admin/applications/${encodeURIComponent(id)}`, oneApplication)
    .then((d) => d.application);

export const useApplication = (id: string) =>
  useQuery({ queryKey: adminKeys.application(id), queryFn: () => getApplication(id) });

/** PATCH /api/admin/applications/:id: each step's facts only while the application is at that step (409). */
export const updateApplication = ({ id, ...changes }: UpdateApplicationInput & { id: string }) =>
  parsedApi
    .patch(`/api/admin/applications/${encodeURIComponent(id)}`, changes, oneApplication)
    .then((d) => d.application);

export const useUpdateApplication = () =>
  useAdminAction(updateApplication, (_input, a) => ({ title: 'Saved', message: `${a.name}’s application.` }));

/** POST /api/admin/applications/:id/move {to, note?}: one step forward, or rejected (the server says why not). */
export const moveApplication = ({ id, to, note }: { id: string; to: ApplicationState; note?: string }) =>
  parsedApi
    .post(`/api/admin/applications/${encodeURIComponent(id)}/move`, { to, note }, oneApplication)
    .then((d) => d.application);

export const useMoveApplication = (
  toast: (application: ApplicationDto) => { title: string; message?: string },
) => useAdminAction(moveApplication, (_input, a) => toast(a));

/** DELETE /api/admin/applications/:id: the application and its photos are erased. */
export const eraseApplication = (application: ApplicationDto) =>
  api.delete(`/api/admin/applications/${encodeURIComponent(application._id)}`);

export const useEraseApplication = () =>
  useAdminAction(eraseApplication, (a) => ({
    title: 'Application erased',
    message: `${a.name}’s application and photos are gone.`,
  }));

/** POST /api/admin/applications/:id/photos/:kind: the image is the body (JPEG, PNG or WebP). */
export const uploadApplicationPhoto = ({
  id,
  kind,
  file,
}: {
  id: string;
  kind: 'id' | 'portrait';
  file: File;
}) =>
  api
    .post<unknown>(`/api/admin/applications/${encodeURIComponent(id)}/photos/${kind}`, undefined, {
      raw: file,
      timeoutMs: 60_000,
    })
    .then((answer) => parseData(oneApplication, answer).application);

export const useUploadApplicationPhoto = () =>
  useAdminAction(uploadApplicationPhoto, (input) => ({
    title: input.kind === 'id' ? 'ID photo saved' : 'Portrait saved',
  }));
