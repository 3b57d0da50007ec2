import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminGrievanceSchema, type GrievanceStatus } from '../../../../shared/schemas/privacy';
import { api } from '../../../lib/api-client';
import { parsedApi } from '../../../lib/api-parse';
import { adminKeys } from './admin-keys';

const listSchema = z.object({ grievances: z.array(adminGrievanceSchema) });

/** GET /api/admin/grievances?status: open ones by due date, with the days left on the 90-day clock. */
export const useGrievances = (status: GrievanceStatus) =>
  useQuery({
    queryKey: adminKeys.grievances(status),
    queryFn: () =>
      parsedApi.get(`/api/admin/grievances?status=${status}`, listSchema).then((d) => d.grievances),
  });

/** PATCH /api/admin/grievances/:id: the answer, mailed to the person; once. */
export const answerGrievance = ({ id, answer }: { id: string; answer: string }) =>
  api.patch(`/api/admin/grievances/${id}`, { answer });
